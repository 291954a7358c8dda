import { HelpSearchPage, helpSearchMetadata } from "@/components/pages/help-search-page";
import { setRequestLocale } from "@/lib/i18n/request";

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata = helpSearchMetadata("ar");

/** The search results, rendered per request for `?q=` (the boxes' target without JavaScript). */
export default async function Page({ searchParams }: SearchPageProps) {
  setRequestLocale("ar");
  const { q } = await searchParams;
  return <HelpSearchPage locale="ar" q={q} />;
}
