import { Icon } from "@/components/ui/icon";
import { localizeHref } from "@/config/locales";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

/**
 * A plain GET search form (?q=...), for the results page: it needs no script, and the page it
 * submits to lists the results (`action` unprefixed: the form goes to the page's language).
 */
export function SearchForm({
  action,
  label,
  placeholder,
  query,
}: {
  action: string;
  label: string;
  placeholder: string;
  query: string;
}) {
  const locale = getLocale();
  const { searchCopy } = copy("ui");
  return (
    <search className="mx-auto w-full max-w-2xl text-start">
      <form action={localizeHref(action, locale)} method="get" className="relative">
        <label htmlFor="search-query" className="sr-only">
          {label}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="h-14 w-full rounded-2xl border border-border bg-card ps-12 pe-28 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="absolute end-2 top-1/2 h-10 -translate-y-1/2 rounded-xl bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {searchCopy.submit}
        </button>
      </form>
    </search>
  );
}
