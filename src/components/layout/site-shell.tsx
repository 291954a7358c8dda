import type * as React from "react";

import { ChatLauncher } from "@/components/chat/chat-launcher";

import { MobileDrawer } from "./mobile-drawer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main landmark (the skip link's target) and footer around a public page, the chat
 * launcher, then the header's drawer (a modal dialog: its place in the document does not show).
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <MobileDrawer />
    </>
  );
}
