import { Island } from "@/components/islands/island";
import { localizeHref } from "@/config/locales";
import { HELP_SEARCH_PATH } from "@/config/routes";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

import { SiteSearch } from "./site-search";

/**
 * The search box of /help and /support: pre-rendered as a GET form to the results page
 * (/help/search?q=..., /ar/help/search on Arabic pages), so it works without JavaScript; once
 * the page runs it searches the index of the page's language as you type, starting from what
 * was typed before or from `?q=` of the URL. The box is an island (site-search), hydrated
 * without the framework; its ids are fixed (`site-search-...`): one box per page.
 */
export function SearchPanel({ label, placeholder }: { label: string; placeholder: string }) {
  const locale = getLocale();
  const { searchCopy } = copy("ui");
  const { searchBoxCopy } = copy("search");
  return (
    <div id="search" className="scroll-mt-28">
      <Island
        name="site-search"
        component={SiteSearch}
        props={{
          label,
          placeholder,
          action: localizeHref(HELP_SEARCH_PATH, locale),
          locale,
          copy: {
            submit: searchCopy.submit,
            hint: searchCopy.hint,
            noResults: searchCopy.noResults,
            kindLabels: searchBoxCopy.kindLabels,
            resultsLabel: searchBoxCopy.resultsLabel,
            unavailable: searchBoxCopy.unavailable,
            searching: searchBoxCopy.searching,
            status: searchBoxCopy.status,
          },
          idPrefix: "site-search",
        }}
      />
    </div>
  );
}
