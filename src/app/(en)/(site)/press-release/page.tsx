import { BreadcrumbJsonLd } from "@/components/json-ld";
import { PressReleaseArticle } from "@/components/press/press-release-article";
import { getPressReleases } from "@/lib/collections/press";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/press-release");

export default function PressReleasePage() {
  const [latest] = getPressReleases();
  if (!latest) throw new Error("No press release in src/content/press");
  return (
    <>
      <BreadcrumbJsonLd path="/press-release" />
      <PressReleaseArticle data={latest.data} body={latest.body} />
    </>
  );
}
