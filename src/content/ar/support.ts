/** The support center (/ar/support): channels, ticket form copy and FAQs. */
import { CHAT_OFFICE } from "@/config/chat";
import { siteConfig } from "@/config/site";
import * as en from "@/content/support";
import type { SupportChannel } from "@/content/support";
import type { Faq, PageHero } from "@/content/types";

import { formatOfficeHours, officeCopy } from "./offices";
import { criticalResponseTime, ltr, responseTime } from "./site-phrases";

const supportPhone = siteConfig.offices.beirut;

export const supportHero = {
  eyebrow: "مركز الدعم",
  title: "نحن هنا",
  highlight: "لمساعدتك",
  description:
    "ابحث في مقالات المساعدة والتوثيق، أو تواصل مع الفريق عبر القناة التي تناسبك، أو افتح تذكرة دعم.",
} satisfies PageHero;

export const supportSearchCopy = {
  label: "ابحث في مقالات المساعدة والأسئلة الشائعة والتوثيق ومقالات المدونة",
  placeholder: "صِف المشكلة التي تواجهها",
} satisfies typeof en.supportSearchCopy;

export const supportChannelsSection = {
  title: "تواصل معنا",
  description: `أربع طرق للوصول إلينا، ونموذج التذاكر أدناه: نردّ على التذاكر الحرجة ${criticalResponseTime}.`,
} satisfies typeof en.supportChannelsSection;

const channelCopy: Record<
  SupportChannel["id"],
  Pick<SupportChannel, "title" | "availability" | "description"> & { actionLabel: string }
> = {
  chat: {
    title: "المحادثة المباشرة",
    availability: `مباشرةً ${formatOfficeHours(CHAT_OFFICE)}`,
    description: `تحدّث مع الفريق من أي صفحة. خارج هذه الساعات، اترك رسالة ونردّ بالبريد الإلكتروني ${responseTime}.`,
    actionLabel: "ابدأ محادثة",
  },
  phone: {
    title: "الدعم الهاتفي",
    availability: formatOfficeHours(supportPhone),
    description: `تحدّث مع أحد مهندسي الدعم في مقرنا الرئيسي في ${officeCopy(supportPhone).city} خلال ساعات العمل.`,
    actionLabel: `اتصل على ${ltr(supportPhone.phone)}`,
  },
  email: {
    title: "الدعم عبر البريد الإلكتروني",
    availability: `نردّ ${responseTime}`,
    description: `راسلنا على ${siteConfig.supportEmail} مع أكبر قدر ممكن من التفاصيل.`,
    actionLabel: "أرسل بريدًا إلكترونيًا",
  },
  docs: {
    title: "التوثيق",
    availability: "خدمة ذاتية",
    description: "أدلة ومرجع API وحزم SDK لتجيب بنفسك عن أسئلتك التقنية.",
    actionLabel: "تصفّح التوثيق",
  },
};

export const supportChannels = en.supportChannels.map((channel) => {
  const { actionLabel, ...copy } = channelCopy[channel.id];
  return { ...channel, ...copy, action: { ...channel.action, label: actionLabel } };
}) satisfies readonly SupportChannel[];

export const supportFormSection = {
  id: en.supportFormSection.id,
  title: "أرسل تذكرة دعم",
  description: `أخبرنا بما يحدث ومدى إلحاحه. نردّ ${responseTime}، ونردّ على التذاكر الحرجة ${criticalResponseTime}.`,
  tips: [
    "صِف ما كنت تتوقعه وما حدث بدلًا منه.",
    "اذكر الوقت والصفحة أو نقطة النهاية وأي رسالة خطأ ظهرت لك.",
    "لا تضع أبدًا كلمات المرور أو مفاتيح API.",
  ],
} satisfies typeof en.supportFormSection;

export const supportFaqSection = {
  id: en.supportFaqSection.id,
  title: "الأسئلة الشائعة",
  description: "إجابات سريعة عن الأسئلة التي تصلنا أكثر من غيرها.",
} satisfies typeof en.supportFaqSection;

export const supportFaqs = [
  {
    question: "متى سأتلقى ردًا؟",
    answer: `نردّ على كل تذكرة وكل رسالة بريد إلكتروني ${responseTime}. أما التذاكر المصنّفة «حرجة» فنردّ عليها ${criticalResponseTime}.`,
  },
  {
    question: "ما المعلومات التي أذكرها في التذكرة؟",
    answer:
      "ما كنت تتوقعه، وما حدث بدلًا منه، ومتى حدث، والصفحة أو مسار العمل أو نقطة نهاية API المعنية. لقطات الشاشة ورسائل الخطأ مفيدة، أما كلمات المرور ومفاتيح API فلا تُذكر أبدًا.",
  },
  {
    question: "كيف أعيد تعيين مفتاح API أو أدوّره؟",
    answer:
      "افتح تذكرة تطلب فيها مفتاحًا جديدًا. نصدره لك، فتنشره أنت، ثم نلغي المفتاح القديم بعد تأكيدك، فلا يتوقف شيء عن العمل. وإذا تسرّب مفتاح، فصنّف التذكرة «حرجة».",
  },
  {
    question: "هل يمكنني تغيير باقتي أو إلغاؤها؟",
    answer:
      "نعم. تسري الترقية فورًا، أما الانتقال إلى باقة أدنى أو الإلغاء فيسري في نهاية الفترة التي دفعت ثمنها. اطلب التغيير في تذكرة قبل موعد الفوترة التالي.",
  },
  {
    question: "هل تقدّمون الدعم خارج ساعات العمل؟",
    answer: `الدعم الهاتفي متاح ${formatOfficeHours(supportPhone)}. وخارج هذه الساعات، افتح تذكرة مصنّفة «حرجة»: يردّ عليها مهندسونا المناوبون ${criticalResponseTime}.`,
  },
  {
    question: "أين أجد التوثيق التقني؟",
    answer:
      "يغطي توثيقنا البدء السريع والأدلة والإعدادات، ويشرح مرجع API كل نقطة نهاية، وتتوفر حزم SDK للغات JavaScript وPython وPHP وRuby وJava وGo.",
  },
] as const satisfies readonly Faq[];
