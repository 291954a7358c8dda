import type { Locale } from "@/config/locales";
import * as nav from "@/config/nav";
import type { NavLink } from "@/config/nav";

import { copyIn } from "./catalogs";
import { localizedRoute } from "./routes";

/**
 * The header's, drawer's and footer's links in a locale: the same pages (src/config/nav.ts), each
 * labelled with its route's label in that language (src/content/nav.ts and its mirrors for the
 * labels that are not a route's).
 */
export function navigation(locale: Locale) {
  const { navCopy } = copyIn(locale, "nav");
  const label = (link: NavLink): NavLink => ({
    href: link.href,
    label: localizedRoute(link.href, locale).label,
  });
  return {
    aiServiceLinks: nav.aiServiceLinks.map(label),
    headerItems: nav.headerItems.map((item) =>
      "menu" in item ? { menu: item.menu, links: item.links.map(label) } : label(item),
    ),
    drawerSections: nav.drawerSections.map((section) => ({
      id: section.id,
      links: section.links.map(label),
    })),
    resourceLinks: nav.resourceLinks.map(label),
    signInLink: { href: nav.signInLink.href, label: navCopy.signIn },
    consultationLink: { href: nav.consultationLink.href, label: navCopy.consultation },
    footerGroups: nav.footerGroups.map((group) => ({
      id: group.id,
      title: navCopy.footerGroups[group.id],
      links: group.links.map(label),
    })),
  };
}
