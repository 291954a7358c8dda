import type * as React from "react";

import { Link } from "@/components/ui/link";
import { localeInfo } from "@/config/locales";
import { routesInGroup, type RoutePath } from "@/config/routes";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";
import { localizedRoute } from "@/lib/i18n/routes";
import type { Heading } from "@/lib/markdown";

import { LastUpdated } from "./last-updated";
import { LegalTocList } from "./legal-toc";

import "./legal-print.css";

interface LegalLayoutProps {
  title: string;
  description: string;
  /** YYYY-MM-DD: the date the document took effect (SPEC §7), shown as "Last updated". */
  effectiveDate: string;
  /** The h2/h3 headings of the document, in order, for the table of contents. */
  headings: readonly Heading[];
  currentPath: RoutePath;
  children: React.ReactNode;
}

/**
 * The one layout of the legal documents: title block with the effective date, a table of
 * contents (sticky sidebar on desktop, collapsible panel on small screens) and the text. A
 * translation says that the English text governs, and links to it.
 */
export function LegalLayout({
  title,
  description,
  effectiveDate,
  headings,
  currentPath,
  children,
}: LegalLayoutProps) {
  const { legalLayoutCopy } = copy("legal/layout");
  const governing = legalLayoutCopy.governingVersion;
  return (
    <article data-legal-document="" className="pt-28 pb-16 sm:pt-32 sm:pb-24 print:p-0">
      <div className="container-page">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {legalLayoutCopy.kicker}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
          <LastUpdated
            date={effectiveDate}
            className="mt-6 inline-block rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-muted-foreground"
          />
          {governing ? (
            <p
              data-governing-version=""
              className="mt-6 rounded-xl border border-border bg-accent-soft px-4 py-3 text-sm leading-relaxed"
            >
              {governing.text}{" "}
              <Link
                href={currentPath}
                locale={governing.locale}
                hrefLang={localeInfo[governing.locale].lang}
                className="font-semibold text-primary underline underline-offset-2 hover:decoration-2"
              >
                {governing.link}
              </Link>
            </p>
          ) : null}
        </header>
        <div className="mt-10 border-t border-border pt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-20 print:block!">
          <div className="hidden lg:block print:hidden">
            <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pe-2 pb-8">
              <nav aria-label={legalLayoutCopy.tocLabel}>
                <p className="mb-3 text-xs font-semibold tracking-wide text-foreground uppercase">
                  {legalLayoutCopy.tocHeading}
                </p>
                <LegalTocList headings={headings} />
              </nav>
              <LegalSiblings currentPath={currentPath} copy={legalLayoutCopy} />
            </div>
          </div>
          <div className="min-w-0">
            <details className="group mb-10 rounded-xl border border-border bg-surface lg:hidden print:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {legalLayoutCopy.tocHeading}
                <span
                  aria-hidden="true"
                  className="text-muted-foreground transition-transform group-open:rotate-180"
                >
                  ▾
                </span>
              </summary>
              <nav
                aria-label={legalLayoutCopy.tocCollapsibleLabel}
                className="border-t border-border px-4 py-3"
              >
                <LegalTocList headings={headings} />
              </nav>
            </details>
            {children}
          </div>
        </div>
      </div>
    </article>
  );
}

/** Links to the other legal pages, under the table of contents (in the page's language). */
function LegalSiblings({
  currentPath,
  copy,
}: {
  currentPath: RoutePath;
  copy: { siblingsLabel: string; siblingsHeading: string };
}) {
  const locale = getLocale();
  return (
    <nav aria-label={copy.siblingsLabel} className="mt-8 border-t border-border pt-6">
      <p className="mb-3 text-xs font-semibold tracking-wide text-foreground uppercase">
        {copy.siblingsHeading}
      </p>
      <ul className="space-y-0.5 text-sm">
        {routesInGroup("legal").map((route) => {
          const current = route.path === currentPath;
          return (
            <li key={route.path}>
              <Link
                href={route.path}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md py-1.5 transition-colors hover:text-foreground",
                  current ? "font-semibold text-primary" : "text-muted-foreground",
                )}
              >
                {localizedRoute(route.path, locale).label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
