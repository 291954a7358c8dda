import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";

/** The frame of the account pages: a centred card with a page heading (the page's h1). */
export function AuthPanel({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_20%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(40rem_26rem_at_85%_0%,var(--hero-glow-2),transparent_60%)]"
      />
      <div className="container-page max-w-lg">
        <div className="rounded-3xl border border-border bg-card p-6 shadow-xl sm:p-10">
          <Badge>
            <Icon name="lock" className="size-3.5 text-primary" />
            {eyebrow}
          </Badge>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-muted-foreground">{description}</p>
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}
