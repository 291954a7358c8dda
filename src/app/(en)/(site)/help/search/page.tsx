import { HelpSearchPage, helpSearchMetadata } from "@/components/pages/help-search-page";
interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata = helpSearchMetadata("en");

/** The search results, rendered per request for `?q=` (the boxes' target without JavaScript). */
export default async function Page({ searchParams }: SearchPageProps) {
  const { q } = await searchParams;
  return <HelpSearchPage locale="en" q={q} />;
}
