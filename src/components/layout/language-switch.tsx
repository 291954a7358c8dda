"use client";

import { clsx } from "clsx";
import { usePathname } from "next/navigation";

import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { localeInfo, localeOfPath, locales, unlocalizedPath } from "@/config/locales";
import { isNotFoundDocument } from "@/config/not-found.mjs";

/**
 * The link to this same page in the other language (header, drawer and footer): one link per
 * language of the registry other than the page's (one, today). A plain link in
 * the pre-rendered HTML, so it works before and without JavaScript; named by the language's own
 * name, in that language (lang and hreflang), as language pickers are. Never a redirect by the
 * browser's language: the visitor chooses. On a 404 document (pre-rendered once, served for any
 * unmatched path) there is no same page: it links to the other language's home.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const pathname = usePathname();
  const current = localeOfPath(pathname);
  const href = isNotFoundDocument(pathname) ? "/" : unlocalizedPath(pathname);
  return locales
    .filter((locale) => locale !== current)
    .map((other) => {
      const { lang, name } = localeInfo[other];
      return (
        <Link
          key={other}
          href={href}
          locale={other}
          hrefLang={lang}
          lang={lang}
          data-language-switch=""
          className={clsx(
            // No display here: the caller sets it ("hidden xl:inline-flex" in the header).
            "items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-muted",
            className,
          )}
        >
          <Icon name="languages" className="size-4" />
          {name}
        </Link>
      );
    });
}
