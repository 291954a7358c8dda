/** Copy of /ar/press-release. The releases are Markdown under ../press/. */
import { siteConfig, type Office } from "@/config/site";
import type * as en from "@/content/press";

import { formatAddress, officeCopy } from "./offices";

export const pressPage = {
  eyebrow: "بيان صحفي",
  boilerplateTitle: `نبذة عن ${siteConfig.name}`,
  mediaContactTitle: "للتواصل الإعلامي",
  forImmediateRelease: "للنشر الفوري",
} satisfies typeof en.pressPage;

/** The opening of a release's body: "سان فرانسيسكو، 14 تشرين الأول 2026 –". */
export function dateline(city: string, date: string): string {
  const office = Object.values(siteConfig.offices).find((item) => item.city === city);
  if (!office) throw new Error(`No office in ${city}`);
  return `${officeCopy(office).city}، ${date} –`;
}

/** The media contacts in Arabic script, by their English name (the key of the team's data). */
const mediaContacts: Record<string, string> = {
  "Jad Aoun": "جاد عون، رئيس العلاقات العامة ونجاح العملاء",
};

/** The media contact's line: "جاد عون، رئيس العلاقات العامة ونجاح العملاء". */
export function contactLine(member: { name: string; roleTitle: string }): string {
  const line = mediaContacts[member.name];
  if (line === undefined) throw new Error(`No Arabic name for the media contact "${member.name}"`);
  return line;
}

/** The company's name and an office's address: "Cedarwave Technologies، 535 Mission Street...". */
export function officeAddress(office: Office): string {
  return `${siteConfig.legalName}، ${formatAddress(office)}`;
}
