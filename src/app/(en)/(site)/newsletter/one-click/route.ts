import { oneClickHandlers } from "@/lib/mail/one-click";

export const dynamic = "force-dynamic";

/** One-click unsubscribe (RFC 8058) of English subscribers' emails: see src/lib/mail/one-click.ts. */
export const { GET, POST } = oneClickHandlers("en");
