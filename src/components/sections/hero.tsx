import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { PageHero } from "@/content/types";
import { cn } from "@/lib/cn";

interface HeroProps {
  hero: PageHero;
  /** Extra content under the calls to action (stats, badges...). */
  children?: React.ReactNode;
  size?: "lg" | "md";
}

/** The top of a page: eyebrow, h1 (with an optional gradient highlight), text and two CTAs. */
export function Hero({ hero, children, size = "lg" }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden pt-24 pb-10 sm:pt-36 sm:pb-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(50rem_30rem_at_90%_0%,var(--hero-glow-2),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:4rem_4rem] opacity-40"
      />
      <div className="container-page text-center">
        {hero.eyebrow ? (
          <Badge className="mb-5 sm:mb-6">
            <Icon name="sparkles" className="size-3.5 text-primary" />
            <BidiText text={hero.eyebrow} />
          </Badge>
        ) : null}
        <h1
          className={cn(
            "mx-auto max-w-4xl font-extrabold tracking-tight text-balance",
            size === "lg" ? "text-4xl sm:text-6xl lg:text-7xl" : "text-4xl sm:text-5xl",
          )}
        >
          <BidiText text={hero.title} />
          {hero.highlight ? (
            <>
              {" "}
              <span className="text-gradient">
                <BidiText text={hero.highlight} />
              </span>
            </>
          ) : null}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-pretty text-muted-foreground sm:mt-6 sm:text-xl">
          <BidiText text={hero.description} />
        </p>
        {hero.primary || hero.secondary ? (
          // Below sm each button grows into its row: side by side when both fit, each filling the
          // row (the same width) when they stack.
          <div
            data-hero-actions=""
            className="mt-8 flex flex-wrap items-center justify-center gap-3 sm:mt-10"
          >
            {hero.primary ? (
              <Link
                href={hero.primary.href}
                className={buttonClasses({ size: "lg", className: "max-sm:flex-auto" })}
              >
                {hero.primary.label}
                <Icon name="arrowRight" />
              </Link>
            ) : null}
            {hero.secondary ? (
              <Link
                href={hero.secondary.href}
                className={buttonClasses({
                  variant: "secondary",
                  size: "lg",
                  className: "max-sm:flex-auto",
                })}
              >
                {hero.secondary.label}
              </Link>
            ) : null}
          </div>
        ) : null}
        {children ? <div className="mt-10 sm:mt-14">{children}</div> : null}
      </div>
    </section>
  );
}
