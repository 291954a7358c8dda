import type { Metadata } from "next";

import { signInScript } from "@/components/account/sign-in-script";
import { carouselScript } from "@/components/ai/carousel-script";
import { OfferScript } from "@/components/ai/offer-script";
import { copyScript } from "@/components/docs/copy-script";
import { tabsScript } from "@/components/docs/tabs-script";
import { SearchForm } from "@/components/search/search-form";
import { SearchResults } from "@/components/search/search-results";
import { Hero } from "@/components/sections/hero";
import { PageScript } from "@/components/ui/page-script";
import type { Locale } from "@/config/locales";
import { HELP_SEARCH_PATH } from "@/config/routes";
import { copyIn } from "@/lib/i18n/copy";
import { parseSearchQuery, searchSite } from "@/lib/search/server-search";

/** One page per query, so kept out of search engines (its links are followed). */
export function helpSearchMetadata(locale: Locale): Metadata {
  const { helpSearchResultsCopy: copy } = copyIn(locale, "help");
  return {
    title: copy.title,
    description: copy.description,
    robots: { index: false, follow: true },
  };
}

/**
 * The search results, rendered per request for `?q=`: where the search boxes of /help and
 * /support submit without JavaScript (with it, they list results as you type). The Arabic
 * page searches the Arabic pages.
 */
export function HelpSearchPage({ locale, q }: { locale: Locale; q: unknown }) {
  const { helpSearchResultsCopy: copy, helpSearchCopy } = copyIn(locale, "help");
  const { searchCopy } = copyIn(locale, "ui");
  const { searchBoxCopy } = copyIn(locale, "search");
  const query = parseSearchQuery(q);
  const hits = query ? searchSite(query, locale) : [];
  return (
    <>
      <Hero hero={copy.hero} size="md">
        <SearchForm
          action={HELP_SEARCH_PATH}
          label={helpSearchCopy.label}
          placeholder={helpSearchCopy.placeholder}
          query={query}
        />
      </Hero>
      <section id="results" aria-labelledby="results-heading" className="pb-16 sm:pb-24">
        <div className="container-page mx-auto max-w-2xl">
          <h2 id="results-heading" className="text-xl font-semibold">
            {copy.resultsHeading}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {query ? copy.count(hits.length, query) : copy.emptyQuery}
          </p>
          <SearchResults
            id="search-results"
            hits={hits}
            query={query}
            showEmpty={query !== "" && hits.length === 0}
            locale={locale}
            copy={{
              noResults: searchCopy.noResults,
              kindLabels: searchBoxCopy.kindLabels,
              resultsLabel: searchBoxCopy.resultsLabel,
            }}
          />
        </div>
      </section>
      {/* The one public page rendered per request with the framework: its client router brings
          other pages in without running their inline scripts, so it carries them all (each
          runs once, and each sets up what arrives later). The CSP allows them here by their
          hashes (src/lib/security/csp.mjs). */}
      <PageScript code={copyScript} once="copy" />
      <PageScript code={tabsScript} once="tabs" />
      <PageScript code={carouselScript} once="carousel" />
      <PageScript code={signInScript} once="sign-in" />
      <OfferScript />
    </>
  );
}
