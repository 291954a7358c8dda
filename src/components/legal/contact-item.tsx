import type * as React from "react";

import { Icon, type IconName } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

/** One term/value pair of a contact <dl>, with a decorative icon inside the <dt>. */
export function ContactItem({
  icon,
  label,
  className,
  children,
}: {
  icon: IconName;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("relative ps-8", className)}>
      <dt className="font-semibold">
        <Icon name={icon} className="absolute start-0 top-0.5 text-primary" />
        {label}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

export const contactLinkClasses =
  "font-medium text-primary underline underline-offset-2 hover:decoration-2";
