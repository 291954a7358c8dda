import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SdkPage } from "@/components/pages/sdk-page";
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

export default async function SdkRoute({ params }: Props) {
  const sdk = getSdk((await params).language);
  if (!sdk) notFound();
  return <SdkPage id={sdk.id} locale="en" />;
}
