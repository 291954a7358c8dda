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
import { apiHero, apiTabs, apiTabsLabel, type ApiTabId } from "@/content/docs/api-reference";
import { endpoints } from "@/content/docs/endpoints";
import { sdks } from "@/content/docs/sdks";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/api");

const panels: Record<ApiTabId, ReactNode> = {
  authentication: <AuthenticationPanel />,
  endpoints: <EndpointsPanel endpoints={endpoints} />,
  examples: <ExamplesPanel />,
  sdks: <SdksPanel sdks={sdks} />,
};

export default function ApiReferencePage() {
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
