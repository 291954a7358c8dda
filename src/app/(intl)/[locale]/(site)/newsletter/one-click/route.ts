import { localeRoute } from "@/lib/i18n/route-locale";
import { oneClickHandlers } from "@/lib/mail/one-click";

/** One-click unsubscribe (RFC 8058) of a locale's subscribers' emails: see src/lib/mail/one-click.ts. */
export const dynamic = "force-dynamic";

export const GET = localeRoute((locale, request) => oneClickHandlers(locale).GET(request));
export const POST = localeRoute((locale, request) => oneClickHandlers(locale).POST(request));
