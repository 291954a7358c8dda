/** The newsletter's confirmation and unsubscribe pages in Arabic (reached from its emails). */
import type * as en from "@/content/newsletter";

import { confirmLinkValidity, type Copy } from "./site-phrases";

export const newsletterPagesCopy = {
  confirm: {
    title: "أكّد اشتراكك",
    description: "أكّد اشتراكك في النشرة البريدية من Cedarwave.",
    hero: {
      eyebrow: "النشرة البريدية",
      title: "أكّد اشتراكك",
      description:
        "بقيت خطوة واحدة: أكّد أنك تريد أن تصلك مقالاتنا عن الذكاء الاصطناعي والتطوير والأتمتة عبر البريد الإلكتروني، مرتين في الشهر تقريبًا.",
    },
    button: "أكّد اشتراكي",
    outcomes: {
      confirmed: {
        title: "تم تأكيد اشتراكك",
        message:
          "أهلًا بك معنا. رسالة الترحيب في طريقها إليك، وكل رسالة نرسلها تتضمّن رابطًا لإلغاء الاشتراك.",
      },
      expired: {
        title: "انتهت صلاحية هذا الرابط",
        message: `روابط التأكيد صالحة لمدة ${confirmLinkValidity}. اشترك من جديد عبر مدونتنا وسنرسل إليك رابطًا جديدًا.`,
      },
      invalid: {
        title: "هذا الرابط لا يعمل",
        message:
          "ربما وصلك الرابط ناقصًا، أو لم يعد هذا العنوان مشتركًا. اشترك من جديد عبر مدونتنا لتحصل على رابط جديد.",
      },
    },
    blogLink: "انتقل إلى المدونة",
  },
  unsubscribe: {
    title: "إلغاء الاشتراك",
    description: "ألغِ اشتراكك في النشرة البريدية من Cedarwave.",
    hero: {
      eyebrow: "النشرة البريدية",
      title: "إلغاء الاشتراك في نشرتنا البريدية",
      description: "اضغط الزر ولن نراسلك بعد الآن.",
    },
    button: "إلغاء الاشتراك",
    outcomes: {
      unsubscribed: {
        title: "تم إلغاء اشتراكك",
        message:
          "لن نراسلك بعد الآن. لا نحتفظ إلا ببصمة أحادية الاتجاه (hash) لعنوانك في قائمة الحظر لدينا، كي يبقى الأمر كذلك.",
      },
      invalid: {
        title: "هذا الرابط لا يعمل",
        message:
          "ربما وصلك الرابط ناقصًا. استخدم رابط إلغاء الاشتراك في آخر رسالة أرسلناها، أو راسلنا وسنحذف عنوانك.",
      },
    },
    homeLink: "انتقل إلى الصفحة الرئيسية",
  },
} as const satisfies Copy<typeof en.newsletterPagesCopy>;
