import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SdkGuide } from "@/components/docs/sdk-guide";
import { SdkNextSteps } from "@/components/docs/sdk-next-steps";
import { SdkSidebar } from "@/components/docs/sdk-sidebar";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { sdkHero } from "@/content/docs/sdk-page";
import { getSdk, sdkPath, sdks } from "@/content/docs/sdks";
import { pageMetadata } from "@/lib/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return sdks.map((sdk) => ({ language: sdk.id }));
}

type Props = { params: Promise<{ language: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sdk = getSdk((await params).language);
  return sdk ? pageMetadata(sdkPath(sdk.id)) : {};
}

export default async function SdkPage({ params }: Props) {
  const sdk = getSdk((await params).language);
  if (!sdk) notFound();
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
