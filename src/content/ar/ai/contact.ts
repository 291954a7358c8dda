/** /ai-services/contact in Arabic: the AI demo request. Office facts come from siteConfig. */
import { siteConfig } from "@/config/site";
import type * as en from "@/content/ai/contact";
import type { PageHero } from "@/content/types";

import { formatOfficeHours, officeCopy } from "../offices";
import { responseTime } from "../site-phrases";

const sf = siteConfig.offices.sanFrancisco;

const city = officeCopy(sf).city;

export const aiContactHero = {
  eyebrow: "طلب عرض توضيحي",
  title: "اطلب عرضًا مباشرًا",
  highlight: "لذكائنا الاصطناعي",
  description: `شاهد ذكاءنا الاصطناعي وهو يعمل على حالتك أنت. أخبرنا بما تريد أتمتته، وسيُعدّ فريقنا في ${city} عرضًا توضيحيًا مصممًا لك.`,
} satisfies PageHero;

export const demoRequest = {
  title: "اطلب عرضك التوضيحي",
  description: `هذا طلب عرض توضيحي وليس عملية شراء: نرد عليك ${responseTime} لتحديد موعد جلسة مدتها 30 دقيقة مصممة لنشاطك التجاري.`,
  steps: [
    "أخبرنا عن نشاطك التجاري وما تريد أن يؤديه الذكاء الاصطناعي",
    "نُعدّ عرضًا توضيحيًا بمحتواك أنت",
    "نستعرضه معك مباشرةً ونجيب عن أسئلتك",
  ],
} satisfies typeof en.demoRequest;

export const officeDetails = {
  title: `مكتبنا في ${city}`,
  description: `الفريق الذي يقدّم عروض الذكاء الاصطناعي التوضيحية لدينا، متاح ${formatOfficeHours(sf)}.`,
  labels: {
    address: "العنوان",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    hours: "ساعات العمل",
  },
} satisfies typeof en.officeDetails;
