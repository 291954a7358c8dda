"use client";

import { Menu } from "lucide-react";
import * as React from "react";

import { DialogTrigger } from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { Sheet } from "@/components/ui/sheet";
import type { NavLink as NavLinkData } from "@/config/nav";
import { layoutCopy } from "@/content/ui";

import { NavLink } from "./nav-link";
import { ThemeMenu } from "./theme-menu";

interface MobileDrawerProps {
  sections: { title: string; links: NavLinkData[] }[];
  signIn: NavLinkData;
  consultation: NavLinkData;
  /** Button classes, merged on the server: the drawer ships no class-merging code to browsers. */
  buttonClassNames: { primary: string; secondary: string };
}

/** The right-side navigation drawer below the lg breakpoint: a labelled modal dialog. */
export function MobileDrawer({
  sections,
  signIn,
  consultation,
  buttonClassNames,
}: MobileDrawerProps) {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <>
      <DialogTrigger
        ref={triggerRef}
        open={open}
        onOpen={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted lg:hidden"
        aria-label={layoutCopy.drawer.open}
      >
        <Menu aria-hidden="true" className="size-6" />
      </DialogTrigger>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={triggerRef}
        closeLabel={layoutCopy.drawer.close}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {layoutCopy.drawer.title}
        </h2>
        <p id={descriptionId} className="sr-only">
          {layoutCopy.drawer.description}
        </p>
        <nav aria-label={layoutCopy.drawer.navLabel} className="mt-6 flex-1 space-y-6">
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
                      onNavigate={close}
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
        <div className="mt-6 space-y-3 border-t border-border pt-6">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{layoutCopy.drawer.theme}</span>
            <ThemeMenu side="top" />
          </div>
          <Link href={signIn.href} onClick={close} className={buttonClassNames.secondary}>
            {signIn.label}
          </Link>
          <Link href={consultation.href} onClick={close} className={buttonClassNames.primary}>
            {consultation.label}
          </Link>
        </div>
      </Sheet>
    </>
  );
}
