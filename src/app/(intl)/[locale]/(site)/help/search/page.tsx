import { helpSearchMetadata, HelpSearchPage } from "@/components/pages/help-search-page";
import { localePage } from "@/components/pages/param-page";

/** The search results, rendered per request for `?q=` (the boxes' target without JavaScript). */
const page = localePage({
  metadata: helpSearchMetadata,
  render: async (locale, searchParams) => (
    <HelpSearchPage locale={locale} q={(await searchParams).q} />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
