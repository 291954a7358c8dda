import { clsx } from "clsx";
import type * as React from "react";

/** A card. clsx, not cn: client components use it (a caller's classes must not conflict). */
export function Card({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        "rounded-2xl border border-border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}
