// The default locale's handlers: its twin's under src/app/(intl)/[locale].
export { GET, POST } from "@/app/(intl)/[locale]/(site)/newsletter/one-click/route";

export const dynamic = "force-dynamic";
