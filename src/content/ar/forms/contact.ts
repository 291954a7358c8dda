/** The contact form (/ar/contact): Arabic copy; presentation and limits are the English spec's. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/forms/contact";
import type { ContactService } from "@/content/services";

import { formatOfficeHours } from "../offices";
import { responseTime } from "../site-phrases";
import { consentField, privacyPromise } from "./form-spec";

const fields = en.contactFormSpec.fields;

/** The service select's options: the English values, Arabic labels. */
const serviceLabels: Record<ContactService | "", string> = {
  "": "اختر خدمة",
  ai: "حلول الذكاء الاصطناعي",
  web: "تطوير المواقع",
  mobile: "تطوير تطبيقات الجوال",
  cloud: "الحلول السحابية",
  security: "الأمن السيبراني",
  support: "الدعم التقني",
  other: "خدمة أخرى",
};

export const contactFormSpec: typeof en.contactFormSpec = {
  label: "نموذج التواصل",
  fields: {
    firstName: { ...fields.firstName, label: "الاسم الأول" },
    lastName: { ...fields.lastName, label: "اسم العائلة" },
    email: { ...fields.email, label: "البريد الإلكتروني" },
    company: { ...fields.company, label: "الشركة" },
    service: {
      ...fields.service,
      label: "الخدمة المطلوبة",
      messageLabel: "الخدمة",
      options: fields.service.options.map((option) => ({
        ...option,
        label: serviceLabels[option.value as ContactService | ""],
      })),
    },
    message: {
      ...fields.message,
      label: "تفاصيل المشروع",
      placeholder: "حدّثنا عن أهدافك وجدولك الزمني وميزانيتك.",
    },
    consent: consentField,
    plan: { ...fields.plan, label: "الباقة" },
  },
  submitLabel: "أرسل الرسالة",
  pendingLabel: "جارٍ الإرسال…",
  success: {
    title: "شكرًا لك، رسالتك في طريقها إلينا",
    message: `تلقّينا تفاصيل مشروعك، وسيردّ عليك أحد أعضاء فريقنا ${responseTime} (ساعات العمل في مقرنا الرئيسي ${formatOfficeHours(siteConfig.offices.beirut)}).`,
  },
  note: `نردّ ${responseTime}. ${privacyPromise}`,
};
