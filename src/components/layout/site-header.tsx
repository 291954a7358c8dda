import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { navigation } from "@/lib/i18n/navigation";
import { getLocale } from "@/lib/i18n/request";

import { HeaderFrame } from "./header-frame";
import { HydrationMark } from "./hydration-mark";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenuButton } from "./mobile-drawer";
import { NavLink } from "./nav-link";
import { NavMenu } from "./nav-menu";
import { ThemeMenu } from "./theme-menu";

export function SiteHeader() {
  const locale = getLocale();
  const { layoutCopy } = copy("ui");
  const { consultationLink, headerItems, signInLink } = navigation(locale);
  return (
    <HeaderFrame>
      <HydrationMark />
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo place="header" />
        <nav aria-label={layoutCopy.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {headerItems.map((item) =>
              "menu" in item ? (
                <li key={item.menu}>
                  <NavMenu
                    menu={item.menu}
                    label={layoutCopy.menus[item.menu]}
                    links={item.links}
                  />
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-muted aria-[current=page]:text-primary"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="hidden xl:inline-flex" />
          <ThemeMenu placement="header" className="hidden xl:inline-flex" />
          <Link
            href={signInLink.href}
            className={cn(buttonClasses({ variant: "ghost", size: "sm" }), "hidden xl:inline-flex")}
          >
            {signInLink.label}
          </Link>
          <Link
            href={consultationLink.href}
            className={cn(buttonClasses({ size: "sm" }), "hidden xl:inline-flex")}
          >
            {consultationLink.label}
          </Link>
          <MobileMenuButton />
        </div>
      </div>
    </HeaderFrame>
  );
}
