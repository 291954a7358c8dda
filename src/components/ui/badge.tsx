import type * as React from "react";

import { cn } from "@/lib/cn";

import { BidiText } from "./bidi-text";

/** A small label; a text child keeps the order of its Latin runs on a right-to-left page (BidiText). */
export function Badge({ className, children, ...props }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-border bg-accent-soft px-3 py-1 text-xs font-semibold text-foreground",
        className,
      )}
      {...props}
    >
      {typeof children === "string" ? <BidiText text={children} /> : children}
    </span>
  );
}
