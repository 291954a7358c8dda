/** Copy of /press-release. The releases are Markdown under ./press/ (schema in ./press/schema.ts). */
import { siteConfig } from "@/config/site";

export const pressPage = {
  eyebrow: "Press Release",
  boilerplateTitle: `About ${siteConfig.name}`,
  mediaContactTitle: "Media contact",
  forImmediateRelease: "For immediate release",
};
