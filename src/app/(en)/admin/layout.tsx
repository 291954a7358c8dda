import type { Metadata } from "next";
import type * as React from "react";

import { adminCopy } from "@/content/admin";

export const metadata: Metadata = {
  title: adminCopy.title,
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="container-page py-10 outline-none">
      {children}
    </main>
  );
}
