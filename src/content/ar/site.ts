/**
 * The visible text of src/config/site.ts in Arabic. The facts (phones, emails, hours, time
 * zones, postal codes, the record) stay in the config; only the words are here.
 */
import { siteConfig } from "@/config/site";

import { officeWords } from "./offices";
import { criticalResponseTime, responseTime } from "./site-phrases";

export const siteCopy = {
  name: siteConfig.name,
  legalName: siteConfig.legalName,
  tagline: "خدمات الذكاء الاصطناعي وتقنية المعلومات التي تدفع أعمالك إلى الأمام",
  description:
    "تبني Cedarwave حلول الذكاء الاصطناعي المحادثي ومنشئ المواقع بالذكاء الاصطناعي وحلول الذكاء الاصطناعي المخصصة والأتمتة بالذكاء الاصطناعي، وتقدّم للشركات المتنامية تطوير المواقع وتطبيقات الجوال والحلول السحابية والأمن السيبراني والدعم التقني.",
  /** `siteConfig.responseTime` ("within 24 hours"), as pages write it. */
  responseTime,
  /** `siteConfig.criticalResponseTime` ("within one hour, around the clock"). */
  criticalResponseTime,
  offices: officeWords,
} as const satisfies {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  responseTime: string;
  criticalResponseTime: string;
  offices: typeof officeWords;
};
