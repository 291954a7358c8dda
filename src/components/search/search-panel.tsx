import { localizeHref } from "@/config/locales";
import { HELP_SEARCH_PATH } from "@/config/routes";
import { getLocale } from "@/lib/i18n/request";

import { SiteSearch, type SiteSearchProps } from "./site-search";

/**
 * The search box of /help and /support: pre-rendered as a GET form to the results page
 * (/help/search?q=..., /ar/help/search on an Arabic page), so it works without JavaScript; once
 * the page runs it searches as you type, starting from what was typed before or from `?q=`.
 */
export function SearchPanel(props: Omit<SiteSearchProps, "action">) {
  return (
    <div id="search" className="scroll-mt-28">
      <SiteSearch {...props} action={localizeHref(HELP_SEARCH_PATH, getLocale())} />
    </div>
  );
}
