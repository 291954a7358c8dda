/**
 * The Arabic words of the emails a visitor receives: acknowledgements of a form and the
 * newsletter's confirmation and welcome. The team's notifications stay in English: `team` is the
 * English module's.
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/mail";

import { formatOfficeHours, officeCopy } from "./offices";
import { confirmLinkValidity, criticalResponseTime, responseTime, type Copy } from "./site-phrases";

const hq = siteConfig.offices.beirut;

export const mailCopy = {
  team: en.mailCopy.team,
  acknowledgement: {
    greeting: (name: string | null) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    contact: {
      subject: `وصلتنا رسالتك: ${siteConfig.name}`,
      body: [
        `شكرًا لتواصلك مع ${siteConfig.name}. وصلت رسالتك إلى فريقنا، وسيردّ عليك أحد أعضائه ${responseTime} (ساعات العمل في مقرنا الرئيسي ${formatOfficeHours(hq)}).`,
        "إن تذكّرت ما تودّ إضافته، فما عليك إلا الرد على هذه الرسالة.",
      ],
    },
    demo: {
      subject: `طلبك لعرض توضيحي للذكاء الاصطناعي: ${siteConfig.name}`,
      body: [
        `شكرًا لاهتمامك بخدمات الذكاء الاصطناعي لدينا. سيردّ عليك فريقنا في ${officeCopy(siteConfig.offices.sanFrancisco).city} ${responseTime} لتحديد موعد عرض توضيحي مدته 30 دقيقة، نُعدّه بناءً على حالة استخدامك أنت.`,
        "هذا طلب عرض توضيحي وليس عملية شراء: لن تُحصَّل منك أي رسوم.",
      ],
    },
    support: {
      subject: (reference: string) => `استلمنا التذكرة ${reference}: دعم ${siteConfig.name}`,
      body: (reference: string) => [
        `أنشأنا تذكرة الدعم الخاصة بك، ورقمها المرجعي ${reference}: اذكره كلما راسلتنا بشأن هذه المشكلة.`,
        `يردّ فريق الدعم لدينا عبر البريد الإلكتروني ${responseTime}، ونردّ على التذكرة الحرجة ${criticalResponseTime}.`,
      ],
    },
    yourChoices: "اختياراتك:",
    signOff: `فريق ${siteConfig.name}`,
    /** Address, phone and site: facts only, in Latin script (the English line). */
    contactLine: en.mailCopy.acknowledgement.contactLine,
    why: "تصلك هذه الرسالة لأن عنوانك أُدخل في موقعنا. لن نراسلك مرة أخرى ما لم تطلب ذلك.",
  },
  newsletter: {
    confirm: {
      subject: `أكّد اشتراكك في النشرة البريدية من ${siteConfig.name}`,
      body: [
        `طلب أحدهم، ونأمل أن تكون أنت، تلقّي النشرة البريدية من ${siteConfig.name} على هذا العنوان. يُرجى التأكيد عبر الرابط أدناه، وهو صالح لمدة ${confirmLinkValidity}.`,
        "إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُفعَّل أي اشتراك ولن نراسلك مرة أخرى.",
      ],
      action: "أكّد اشتراكي",
    },
    welcome: {
      subject: `أهلًا بك في النشرة البريدية من ${siteConfig.name}`,
      body: [
        "تم تأكيد اشتراكك. ستصلك مقالاتنا عن الذكاء الاصطناعي والتطوير والأتمتة مرتين في الشهر تقريبًا.",
        "تتضمّن كل رسالة نرسلها رابطًا لإلغاء الاشتراك بخطوة واحدة.",
      ],
    },
    unsubscribe: "إلغاء الاشتراك",
    unsubscribeHint: "تصلك هذه الرسالة لأنك اشتركت في نشرتنا البريدية.",
  },
} as const satisfies Copy<typeof en.mailCopy>;
