import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { BidiText } from "@/components/ui/bidi-text";
import { Portrait } from "@/components/ui/portrait";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/**
 * /colophon, in either language: how the site is made, one entry a row (its name beside what it
 * says); the portraits' entry shows the five leaders as drawn.
 */
export function ColophonPage({ locale }: { locale: Locale }) {
  const { colophonCopy, colophonEntries, colophonHero } = copyIn(locale, "colophon");
  const { leadership } = copyIn(locale, "team");
  return (
    <>
      <BreadcrumbJsonLd path="/colophon" />
      <Hero hero={colophonHero} size="md" />
      <div className="container-page pb-16 sm:pb-24">
        <ul aria-label={colophonCopy.listLabel} className="mx-auto max-w-4xl">
          {colophonEntries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-3 border-t border-border py-8 sm:grid-cols-[12rem_1fr] sm:gap-8"
            >
              <h2 className="text-lg font-semibold">{entry.title}</h2>
              <div>
                <p className="leading-relaxed text-muted-foreground">
                  <BidiText text={entry.body} />
                </p>
                {entry.id === "portraits" ? (
                  <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-4">
                    {leadership.map((member) => (
                      <li key={member.portrait} className="flex flex-col items-center gap-2">
                        <Portrait name={member.portrait} size={64} />
                        <span className="text-xs text-muted-foreground">{member.name}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {"licence" in entry ? (
                  <p className="mt-4 text-sm">
                    {colophonCopy.licence}{" "}
                    <a
                      href={entry.licence.href}
                      rel="license"
                      dir="ltr"
                      className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
                    >
                      {entry.licence.name}
                    </a>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
