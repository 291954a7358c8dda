import NextLink from "next/link";
import type * as React from "react";

/**
 * The site's link: next/link (client-side navigation) without prefetching. Next prefetches the
 * page data of every link that scrolls into view; on our pages that was 8-12 requests and ~50 KB
 * per page view, on phones too, for pages most visitors never open. A click still navigates
 * client-side; the page data is fetched then (a few KB, pre-rendered).
 */
export function Link(props: React.ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
