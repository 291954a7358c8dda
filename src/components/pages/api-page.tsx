import type { ReactNode } from "react";

import { ApiTabs } from "@/components/docs/api-tabs";
import { AuthenticationPanel } from "@/components/docs/authentication-panel";
import { EndpointsPanel } from "@/components/docs/endpoints-panel";
import { ExamplesPanel } from "@/components/docs/examples-panel";
import { NoScriptTabs } from "@/components/docs/noscript-tabs";
import { SdksPanel } from "@/components/docs/sdks-panel";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/config/locales";
import type { ApiTabId } from "@/content/docs/api-reference";
import { copyIn } from "@/lib/i18n/copy";

/** The /api reference, in either language (src/app/(en)/(site)/api and its Arabic twin). */
export function ApiPage({ locale }: { locale: Locale }) {
  const { apiHero, apiTabs, apiTabsLabel } = copyIn(locale, "docs/api-reference");
  const { endpoints } = copyIn(locale, "docs/endpoints");
  const { sdks } = copyIn(locale, "docs/sdks");
  const panels: Record<ApiTabId, ReactNode> = {
    authentication: <AuthenticationPanel />,
    endpoints: <EndpointsPanel endpoints={endpoints} />,
    examples: <ExamplesPanel />,
    sdks: <SdksPanel sdks={sdks} />,
  };
  return (
    <>
      <BreadcrumbJsonLd path="/api" />
      <Hero hero={apiHero} size="md" />
      <section aria-label={apiTabsLabel} className="pb-16 sm:pb-24">
        <div className="container-page">
          <NoScriptTabs />
          <ApiTabs
            label={apiTabsLabel}
            tabs={apiTabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              icon: <Icon name={tab.icon} />,
              panel: panels[tab.id],
            }))}
          />
        </div>
      </section>
    </>
  );
}
