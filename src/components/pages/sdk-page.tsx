import { SdkGuide } from "@/components/docs/sdk-guide";
import { SdkNextSteps } from "@/components/docs/sdk-next-steps";
import { SdkSidebar } from "@/components/docs/sdk-sidebar";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import type { Locale } from "@/config/locales";
import { sdks as sdkIds, sdkPath } from "@/content/docs/sdks";
import type { SdkGuide as Sdk } from "@/content/docs/types";
import { copyIn } from "@/lib/i18n/copy";
import { pageMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/** A /docs/sdk/{language} page, in either language (src/app/(en)/(site)/docs/sdk and its twin). */
function SdkPage({ sdk, locale }: { sdk: Sdk; locale: Locale }) {
  const { sdks } = copyIn(locale, "docs/sdks");
  const { sdkHero } = copyIn(locale, "docs/sdk-page");
  return (
    <>
      <BreadcrumbJsonLd path={sdkPath(sdk.id)} />
      <Hero size="md" hero={sdkHero(sdk)} />
      <div className="container-page grid gap-10 pb-16 sm:pb-24 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SdkSidebar sdk={sdk} sdks={sdks} />
        <div className="min-w-0 space-y-14">
          <SdkGuide sdk={sdk} />
          <SdkNextSteps />
        </div>
      </div>
    </>
  );
}

/** The SDKs' ids, the same in every language. */
export function sdkParams(): { language: string }[] {
  return sdkIds.map((sdk) => ({ language: sdk.id }));
}

/** /docs/sdk/<language>: the SDK's guide in the page's language. */
export const sdkPageSpec: ParamPageSpec<{ language: string }, Sdk> = {
  load: ({ language }, locale) =>
    copyIn(locale, "docs/sdks").sdks.find((sdk) => sdk.id === language),
  metadata: (sdk, locale) => pageMetadata(sdkPath(sdk.id), locale),
  render: (sdk, locale) => <SdkPage sdk={sdk} locale={locale} />,
};
