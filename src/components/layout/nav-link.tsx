"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { Link } from "@/components/ui/link";
import { localeOfPath, localizeHref } from "@/config/locales";

/**
 * A link that marks itself aria-current="page" when it points at the current page. The
 * pre-rendered HTML already carries the mark; the client component only moves it after a
 * client-side navigation (the header persists across pages).
 */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const current = pathname === localizeHref(href, localeOfPath(pathname));
  return (
    <Link href={href} aria-current={current ? "page" : undefined} className={className}>
      {children}
    </Link>
  );
}
