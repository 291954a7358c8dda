import type * as React from "react";

import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";

/**
 * A "read more" link: its label in the primary colour, an arrow after it (turned in Arabic by
 * the icon itself), underlined on hover. A section's link under its heading, a case study
 * block's link.
 */
export function ArrowLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </Link>
  );
}
