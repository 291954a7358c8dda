"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { Link } from "@/components/ui/link";

/** A link that marks itself aria-current="page" when it points at the current page. */
export function NavLink({
  href,
  className,
  children,
  onNavigate,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={className}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
