import type * as React from "react";

import { cn } from "@/lib/cn";

export function Badge({ className, ...props }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-border bg-accent-soft px-3 py-1 text-xs font-semibold text-foreground",
        className,
      )}
      {...props}
    />
  );
}
