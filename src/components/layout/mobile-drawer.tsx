import { clsx } from "clsx";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { copy } from "@/lib/i18n/copy";
import { navigation } from "@/lib/i18n/navigation";
import { getLocale } from "@/lib/i18n/request";

import { LanguageSwitch } from "./language-switch";
import { NavLink } from "./nav-link";
import { NEEDS_THEME_SCRIPT, ThemeMenu } from "./theme-menu";

declare module "react" {
  // Invoker commands (HTML): a button that runs `command` on the element whose id is
  // `commandfor`, with no script. React passes the lowercase attributes through as written.
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover";
  }
}

const DRAWER_ID = "site-drawer";
const TITLE_ID = "site-drawer-title";
const DESCRIPTION_ID = "site-drawer-description";

/** The header's menu button (below xl): opens the drawer by its invoker command, no script. */
export function MobileMenuButton() {
  const { layoutCopy } = copy("ui");
  return (
    <button
      type="button"
      commandfor={DRAWER_ID}
      command="show-modal"
      aria-haspopup="dialog"
      aria-label={layoutCopy.drawer.open}
      className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted xl:hidden"
    >
      <Icon name="menu" className="size-6" />
    </button>
  );
}

/**
 * The right-side navigation drawer below the xl breakpoint (1280 px; the header's bar, in
 * Arabic above all, does not fit narrower): a labelled modal `<dialog>`, rendered on the server
 * and opened by MobileMenuButton's invoker command, so it works without JavaScript.
 * It sits after the page's content (SiteShell), like a portal: shown in the top layer, its place
 * in the document only matters to the outline, where its headings follow the page's h1.
 * The platform gives the inert page behind, Escape, focus return to the menu button and, with
 * closedby="any", closing on a tap on the backdrop. The inline header script (header-script.ts)
 * closes it on a followed link (the client router keeps the page) and keeps Tab inside it.
 */
export function MobileDrawer() {
  const locale = getLocale();
  const { layoutCopy } = copy("ui");
  const { consultationLink, drawerSections, signInLink } = navigation(locale);
  const sections = drawerSections.map((section) => ({
    title: section.id === "main" ? layoutCopy.drawer.mainPages : layoutCopy.menus[section.id],
    links: section.links,
  }));
  return (
    <dialog
      id={DRAWER_ID}
      data-nav-drawer=""
      closedby="any"
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      suppressHydrationWarning
      className="sheet fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-transparent p-0 text-foreground backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      {/* The links scroll between a fixed title and a fixed footer, so the consultation
          button is in view on the smallest phones without scrolling the drawer. */}
      <div className="relative flex h-full flex-col border-s border-border bg-background shadow-2xl">
        {/* First in the DOM, so the drawer opens scrolled to its top. */}
        <button
          type="button"
          commandfor={DRAWER_ID}
          command="close"
          aria-label={layoutCopy.drawer.close}
          className="absolute end-4 top-4 inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted"
        >
          <Icon name="x" className="size-5" />
        </button>
        <h2 id={TITLE_ID} className="px-6 pt-6 text-lg font-bold">
          {layoutCopy.drawer.title}
        </h2>
        <p id={DESCRIPTION_ID} className="sr-only">
          {layoutCopy.drawer.description}
        </p>
        <nav
          aria-label={layoutCopy.drawer.navLabel}
          className="mt-4 min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-6 pb-4"
        >
          {sections.map((section) => (
            <div key={section.title}>
              <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {section.title}
              </h2>
              <ul className="space-y-1">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <NavLink
                      href={link.href}
                      className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-primary"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="space-y-3 border-t border-border px-6 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <div className={clsx("flex items-center justify-between", NEEDS_THEME_SCRIPT)}>
            <span className="text-sm font-medium">{layoutCopy.drawer.theme}</span>
            <ThemeMenu placement="drawer" />
          </div>
          <LanguageSwitch className="flex w-full justify-center border border-border" />
          <Link
            href={signInLink.href}
            className={buttonClasses({ variant: "secondary", className: "w-full" })}
          >
            {signInLink.label}
          </Link>
          <Link href={consultationLink.href} className={buttonClasses({ className: "w-full" })}>
            {consultationLink.label}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
