import type { Metadata } from "next";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { defaultLocale, type Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The 404 page's metadata in a language: its title and description, never indexed. */
export function localizedNotFoundMetadata(locale: Locale) {
  const content = copyIn(locale, "not-found").notFoundContent;
  return {
    title: content.title,
    description: content.description,
    robots: { index: false, follow: true },
  } satisfies Metadata;
}

/** The 404 page's content, inside the site's header and footer. */
export function NotFoundPage({ locale = defaultLocale }: { locale?: Locale }) {
  const content = copyIn(locale, "not-found").notFoundContent;
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center pt-28 pb-20 text-center">
      {/* The code is decoration: the heading and the title say it in words. */}
      <div
        aria-hidden="true"
        className="text-gradient text-7xl font-extrabold tracking-tight sm:text-8xl"
      >
        {content.code}
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">{content.description}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href={content.primary.href} className={buttonClasses({ size: "lg" })}>
          {/* "Back": the arrow points against the reading direction (it mirrors in Arabic). */}
          <Icon name="arrowRight" className="rotate-180" />
          {content.primary.label}
        </Link>
        <Link
          href={content.secondary.href}
          className={buttonClasses({ variant: "secondary", size: "lg" })}
        >
          {content.secondary.label}
        </Link>
      </div>
    </section>
  );
}
