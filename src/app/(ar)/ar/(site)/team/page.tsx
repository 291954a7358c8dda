import { TeamPage } from "@/components/pages/team-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/team", "ar");

export default function TeamRoute() {
  setRequestLocale("ar");
  return <TeamPage locale="ar" />;
}
