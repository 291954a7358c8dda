import { ContactForm } from "@/components/forms/forms";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ContactDetails } from "@/components/sections/contact-details";
import { FaqList } from "@/components/sections/faq-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { Card } from "@/components/ui/card";
import { contactChoiceKey } from "@/config/contact-choice.mjs";
import type { Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import { contactChoiceOf, contactChoices, type ContactChoice } from "@/content/contact-choices";
import { copyIn } from "@/lib/i18n/copy";
import { pageMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/**
 * The contact page, in either language, pre-rendered: without a choice at /contact, and with
 * each choice a link can carry (`choice`, the `?service=&plan=` of the address) at
 * /contact/choice/<key>, which server.mjs serves at /contact?service=&plan=. Its form's token
 * is put in by server.mjs when it serves the page (src/lib/http/form-pages.mjs).
 */
export function ContactPage({ locale, choice }: { locale: Locale; choice?: ContactChoice }) {
  const { contactDetails, contactFaqs, contactFormSection, contactHero, contactReasons } = copyIn(
    locale,
    "contact",
  );
  return (
    <>
      <BreadcrumbJsonLd path="/contact" />
      <Hero hero={contactHero} size="md" />
      <section aria-labelledby="contact-form-heading" className="pb-12 sm:pb-24">
        <div className="container-page grid gap-8 lg:grid-cols-5">
          <Card className="p-6 sm:p-8 lg:col-span-3 lg:self-start">
            <h2 id="contact-form-heading" className="text-xl font-semibold">
              {contactFormSection.title}
            </h2>
            <p className="mt-2 mb-6 text-sm text-muted-foreground">
              {contactFormSection.description}
            </p>
            <ContactForm choice={choice} />
          </Card>
          <div className="space-y-8 lg:col-span-2">
            <Card className="p-6 sm:p-8">
              <h2 className="text-xl font-semibold">{contactDetails.title}</h2>
              <p className="mt-2 mb-6 text-sm text-muted-foreground">
                {contactDetails.description}
              </p>
              <ContactDetails office={siteConfig.offices.beirut} />
            </Card>
            <Card className="p-6 sm:p-8">
              <h2 className="mb-6 text-xl font-semibold">{contactDetails.usOffice.title}</h2>
              <ContactDetails
                office={siteConfig.offices.sanFrancisco}
                showEmail={false}
                showSupport={false}
              />
            </Card>
          </div>
        </div>
      </section>
      <Section id="reasons" tone="muted" title={contactReasons.title}>
        <FeatureGrid items={contactReasons.items} columns={4} label={contactReasons.title} />
      </Section>
      <Section id="faq" title={contactFaqs.title} description={contactFaqs.description}>
        <FaqList items={contactFaqs.items} />
      </Section>
    </>
  );
}

/** The pre-rendered choices: one variant of the page per choice a link can carry. */
export function contactChoiceParams(): { choice: string }[] {
  return contactChoices.map((choice) => ({ choice: contactChoiceKey(choice) }));
}

/** A variant of the contact page: the page's metadata (its canonical address is /contact). */
export const contactChoiceSpec: ParamPageSpec<{ choice: string }, ContactChoice> = {
  load: ({ choice }) => contactChoiceOf(choice),
  metadata: (_choice, locale) => pageMetadata("/contact", locale),
  render: (choice, locale) => <ContactPage locale={locale} choice={choice} />,
};
