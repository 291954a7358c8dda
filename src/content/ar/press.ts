/** Copy of /ar/press-release. The releases are Markdown under ../press/. */
import { siteConfig } from "@/config/site";
import type * as en from "@/content/press";

export const pressPage = {
  eyebrow: "بيان صحفي",
  boilerplateTitle: `نبذة عن ${siteConfig.name}`,
  mediaContactTitle: "للتواصل الإعلامي",
  forImmediateRelease: "للنشر الفوري",
} satisfies typeof en.pressPage;
