/** Copy of /press-release. The releases are Markdown under ./press/ (schema in ./press/schema.ts). */
import { formatAddress, siteConfig, type Office } from "@/config/site";

export const pressPage = {
  eyebrow: "Press Release",
  boilerplateTitle: `About ${siteConfig.name}`,
  mediaContactTitle: "Media contact",
  forImmediateRelease: "For immediate release",
};

/** The opening of a release's body in press style: "SAN FRANCISCO, October 14, 2026 –". */
export function dateline(city: string, date: string): string {
  return `${city.toUpperCase()}, ${date} –`;
}

/** The media contact's line: "Jad Aoun, Head of Public Relations and Client Success". */
export function contactLine(member: { name: string; roleTitle: string }): string {
  return `${member.name}, ${member.roleTitle}`;
}

/** The company's name and an office's address: "Cedarwave Technologies, 535 Mission Street...". */
export function officeAddress(office: Office): string {
  return `${siteConfig.legalName}, ${formatAddress(office)}`;
}
