import type * as React from "react";

import { ArrowLink } from "@/components/ui/arrow-link";
import { BidiText } from "@/components/ui/bidi-text";
import type { Cta } from "@/content/types";
import { cn } from "@/lib/cn";

interface SectionProps {
  id?: string;
  title?: string;
  description?: string;
  eyebrow?: string;
  /** A link under the description (to the page that says more: the case studies...). */
  link?: Cta;
  /** Alternate background to separate consecutive sections. */
  tone?: "default" | "muted";
  align?: "center" | "start";
  className?: string;
  children: React.ReactNode;
}

/** A page section: container, optional heading (h2) and description. */
export function Section({
  id,
  title,
  description,
  eyebrow,
  link,
  tone = "default",
  align = "center",
  className,
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-10 sm:py-24", tone === "muted" && "bg-surface", className)}
    >
      <div className="container-page">
        {title ? (
          <div
            className={cn(
              "mb-6 max-w-3xl sm:mb-12",
              align === "center" ? "mx-auto text-center" : "text-start",
            )}
          >
            {eyebrow ? (
              <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
                <BidiText text={eyebrow} />
              </p>
            ) : null}
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              <BidiText text={title} />
            </h2>
            {description ? (
              <p className="mt-3 text-pretty text-muted-foreground sm:mt-4 sm:text-lg">
                <BidiText text={description} />
              </p>
            ) : null}
            {link ? (
              <p className="mt-4">
                <ArrowLink href={link.href}>{link.label}</ArrowLink>
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
