/** The /services page in Arabic (src/content/services-page.ts). */
import { contactHref } from "@/content/services";
import * as en from "@/content/services-page";
import type { CtaBanner, PageHero, ServiceCard } from "@/content/types";

import { fourStepProcess } from "./process";
import { services } from "./services";
import { siteCopy } from "./site";

export const servicesHero = {
  eyebrow: "ستة تخصصات، فريق واحد",
  title: "خدمات مصمَّمة حول",
  highlight: "نموّك",
  description:
    "الذكاء الاصطناعي والمواقع وتطبيقات الجوال والسحابة والأمن والدعم من فريق واحد من ذوي الخبرة: اختر خدمة واحدة أو دعنا ندير منظومتك التقنية بأكملها، بخطة واحدة وجهة تواصل واحدة.",
  primary: { ...en.servicesHero.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.servicesHero.secondary, label: "اطّلع على الأسعار" },
} satisfies PageHero;

export const servicesIntro = {
  title: "ماذا نقدّم",
  description:
    "لكل خدمة متخصصون يتولّونها، ودعم على مدار الساعة يساندها. افتح أي خدمة لترى ما تشمله والتقنيات التي نستخدمها وإجابات الأسئلة الشائعة.",
  cardCta: "ابدأ الآن",
  learnMore: "اعرف المزيد",
};

/** The detailed cards: full description and every feature; the button preselects the service on /contact. */
export const servicesPageCards: readonly ServiceCard[] = services.map((service) => ({
  title: service.title,
  description: service.description,
  features: [...service.features, ...service.details],
  icon: service.icon,
  link: service.link,
  gradient: service.gradient,
  cta: { label: servicesIntro.cardCta, href: contactHref(service.contactService) },
}));

export const servicesProcess = {
  title: "منهجية عملنا",
  description:
    "أربع خطوات من الاتصال الأول حتى الإطلاق. ترى نتائج عاملة مبكرًا وتعرف السعر قبل أن نبدأ.",
  steps: fourStepProcess({
    discovery: "نتعرّف إلى نشاطك ومستخدميك وأهدافك، وندقّق ما لديك، ونتفق معك على معايير النجاح.",
    strategy: "نقترح البنية التقنية والخطة وسعرًا ثابتًا، مع مراحل واضحة يمكنك محاسبتنا عليها.",
    development:
      "نبني على دورات عمل مدة كل منها أسبوعان، ونعرض عليك كل إضافة، ونختبر أولًا بأول، بما في ذلك الأمان وإمكانية الوصول.",
    deployment: "نطلق دون توقف، وندرّب فريقك، ونبقى إلى جانبك بالمراقبة والدعم على مدار الساعة.",
  }),
};

export const servicesCta = {
  title: "لست متأكدًا من الخدمة التي تحتاجها؟",
  description: `أخبرنا بما تريد تحقيقه. نرد عليك ${siteCopy.responseTime} بخطة وجدول زمني وسعر ثابت.`,
  primary: { ...en.servicesCta.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.servicesCta.secondary, label: "اطّلع على جميع الأسعار" },
} satisfies CtaBanner;
