/** The /company-info page in Arabic (src/content/company.ts): facts from the site config and the English data. */
import { siteConfig, teamSize } from "@/config/site";
import * as en from "@/content/company";
import type { ContactDetail, Fact } from "@/content/company";
import type { PageHero, ServiceCard } from "@/content/types";

import { peopleCount } from "./figures";
import { formatAddress, formatOfficeHours } from "./offices";
import { services } from "./services";
import { siteCopy } from "./site";
import { countOf } from "./site-phrases";
import { leadership } from "./team";
import { withCopy } from "./ui";

const { beirut: hqOffice, sanFrancisco: sfOffice } = siteConfig.offices;
const { beirut: hq, sanFrancisco: sf } = siteCopy.offices;

export const companyHero = {
  eyebrow: siteConfig.legalName,
  title: "معلومات",
  highlight: "الشركة",
  description: `${siteConfig.name} في لمحة: من نحن، وأين تجدنا، ومن يقودنا، والخدمات التي نقدّمها.`,
  primary: { ...en.companyHero.primary, label: "تواصل معنا" },
  secondary: { ...en.companyHero.secondary, label: "البيان الصحفي" },
} satisfies PageHero;

export const companyOverview = {
  title: "نظرة عامة",
  description: `${siteConfig.legalName} شركة لخدمات الذكاء الاصطناعي وتقنية المعلومات تخدم الشركات المتنامية.`,
  facts: withCopy(en.companyOverview.facts, [
    {
      label: "سنة التأسيس",
      value: String(siteConfig.foundingYear),
      description: `تأسست ${siteConfig.name} عام ${siteConfig.foundingYear} لتقدّم للشركات المتنامية ذكاءً اصطناعيًا عمليًا وهندسة يُعتمد عليها.`,
    },
    {
      label: "المكاتب",
      value: `${hq.city} و${sf.city}`,
      description: `يقع مقرنا الرئيسي في ${hq.city}، ${hq.country}؛ ويقع ${sf.name} في ${sf.city}، ${sf.region}.`,
    },
    {
      label: "ما نقدّمه",
      value: "خدمات الذكاء الاصطناعي وتقنية المعلومات",
      description:
        "الذكاء الاصطناعي المحادثي، ومنشئ المواقع بالذكاء الاصطناعي، وحلول الذكاء الاصطناعي المخصصة، والأتمتة بالذكاء الاصطناعي، إلى جانب تطوير المواقع وتطبيقات الجوال، والحلول السحابية، والأمن السيبراني، والدعم التقني على مدار الساعة.",
    },
  ]),
} satisfies { title: string; description: string; facts: readonly Fact[] };

export const companyTeamIntro = {
  title: "فريقنا",
  description: `${countOf(leadership.length, {
    one: "قائد واحد",
    two: "قائدان",
    few: "قادة",
    many: "قائدًا",
    other: "قائد",
  })}، يرأس كلٌّ منهم أحد أقسامنا: ${peopleCount(teamSize)} في المجموع.`,
  link: { ...en.companyTeamIntro.link, label: "تعرّف إلى الفريق" },
};

export const companyServicesIntro = {
  title: "خدماتنا",
  description: "ستة تخصصات تحت سقف واحد.",
  learnMore: "اعرف المزيد",
};

export const companyServiceCards: readonly ServiceCard[] = services.map((service) => ({
  title: service.title,
  description: service.summary,
  features: service.features,
  icon: service.icon,
  link: service.link,
  gradient: service.gradient,
}));

/** Each contact detail's Arabic label and value (emails and phones from the config), by position. */
const detailCopy: readonly Pick<ContactDetail, "label" | "value" | "note">[] = [
  { label: "البريد الإلكتروني", value: siteConfig.email },
  { label: `الهاتف، ${hq.city}`, value: hqOffice.phone, note: formatOfficeHours(hqOffice) },
  { label: `الهاتف، ${sf.city}`, value: sfOffice.phone, note: formatOfficeHours(sfOffice) },
  { label: hq.name, value: formatAddress(hqOffice) },
  { label: sf.name, value: formatAddress(sfOffice) },
  { label: "الصحافة", value: siteConfig.pressEmail },
];

export const companyContact = {
  title: "التواصل",
  description: `تواصل مع مقرنا الرئيسي في ${hq.city} أو مكتبنا في ${sf.city}؛ نرد ${siteCopy.responseTime}.`,
  details: withCopy(en.companyContact.details, detailCopy),
  cta: { ...en.companyContact.cta, label: "أرسل لنا رسالة" },
} satisfies {
  title: string;
  description: string;
  details: readonly ContactDetail[];
  cta: { label: string; href: string };
};
