import { Badge } from "@/components/ui/badge";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Prose } from "@/components/ui/prose";
import { siteConfig } from "@/config/site";
import type { PressReleaseData } from "@/content/press/schema";
import { leadership } from "@/content/team";
import type { CollectionEntry } from "@/lib/collections/define-collection";
import { datelineOf } from "@/lib/collections/press";
import { renderEntry } from "@/lib/collections/render";
import { formatDate } from "@/lib/format-date";
import { copyIn } from "@/lib/i18n/copy";

/**
 * One press release in its language: headline, dateline and body, the "About" boilerplate and
 * the media contact.
 */
export async function PressReleaseArticle({
  release,
}: {
  release: CollectionEntry<PressReleaseData>;
}) {
  const { data, body, locale } = release;
  const { pressPage, contactLine, officeAddress } = copyIn(locale, "press");
  const { html } = await renderEntry({
    ...release,
    body: `**${datelineOf(data, locale)}** ${body.trimStart()}`,
  });
  const contact = leadership.find((member) => member.name === data.contact);
  const office = siteConfig.offices.sanFrancisco;
  return (
    <article className="container-page max-w-3xl pt-28 pb-16 sm:pt-36 sm:pb-24">
      <header className="border-b border-border pb-10">
        <Badge>
          <Icon name="fileText" className="size-3.5 text-primary" />
          {pressPage.eyebrow}
        </Badge>
        <p className="mt-6 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {pressPage.forImmediateRelease} ·{" "}
          <time dateTime={data.date}>{formatDate(data.date, locale)}</time>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {data.headline}
        </h1>
        <p className="mt-6 text-lg text-pretty text-muted-foreground sm:text-xl">
          {data.subheadline}
        </p>
      </header>
      <Prose variant="press" html={html} />
      <p aria-hidden="true" className="mt-10 text-center font-semibold text-muted-foreground">
        ###
      </p>
      <section aria-labelledby="about-heading" className="mt-12 rounded-2xl bg-surface p-6 sm:p-8">
        <h2 id="about-heading" className="text-xl font-bold">
          {pressPage.boilerplateTitle}
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">{data.boilerplate}</p>
      </section>
      <section
        aria-labelledby="media-contact-heading"
        className="mt-6 rounded-2xl border border-border bg-card p-6 sm:p-8"
      >
        <h2 id="media-contact-heading" className="text-xl font-bold">
          {pressPage.mediaContactTitle}
        </h2>
        <address className="mt-3 space-y-1 not-italic">
          {contact ? <p className="font-semibold">{contactLine(contact)}</p> : null}
          <p>
            <a
              href={`mailto:${siteConfig.pressEmail}`}
              dir="ltr"
              className="text-primary hover:underline"
            >
              {siteConfig.pressEmail}
            </a>
          </p>
          <p>
            <a
              href={office.phoneHref}
              dir="ltr"
              className="whitespace-nowrap text-primary hover:underline"
            >
              {office.phone}
            </a>
          </p>
          <p className="text-muted-foreground">
            <BidiText text={officeAddress(office)} locale={locale} />
          </p>
        </address>
      </section>
    </article>
  );
}
