/** The AI demo request form (/ar/ai-services/contact): Arabic copy; presentation is the English spec's. */
import * as en from "@/content/forms/demo";

import { responseTime } from "../site-phrases";
import { consentField } from "./form-spec";

const fields = en.demoFormSpec.fields;

export const demoFormSpec: typeof en.demoFormSpec = {
  label: "نموذج طلب عرض توضيحي للذكاء الاصطناعي",
  fields: {
    name: { ...fields.name, label: "الاسم الكامل" },
    email: { ...fields.email, label: "البريد الإلكتروني للعمل" },
    company: { ...fields.company, label: "الشركة" },
    useCase: {
      ...fields.useCase,
      label: "حالة الاستخدام",
      placeholder: "مثلًا: مساعد محادثة لخدمة العملاء",
    },
    message: {
      ...fields.message,
      label: "هل هناك ما تودّ أن نعرفه أيضًا؟",
      messageLabel: "الرسالة",
    },
    consent: consentField,
  },
  submitLabel: "اطلب عرضًا توضيحيًا",
  pendingLabel: "جارٍ الإرسال…",
  success: {
    title: "وصلنا طلبك للعرض التوضيحي",
    message: `شكرًا لك. سيراسلك فريق الذكاء الاصطناعي لدينا ${responseTime} لتحديد موعد عرض توضيحي مباشر مصمَّم لحالة استخدامك.`,
  },
};
