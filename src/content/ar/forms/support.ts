/** The support ticket form (/ar/support): Arabic copy; presentation is the English spec's. */
import type { Priority } from "@/config/forms";
import type { FormSpec } from "@/content/forms/form-spec";
import * as en from "@/content/forms/support";

import { criticalResponseTime, responseTime } from "../site-phrases";

const fields = en.supportFormSpec.fields;

/** The priority select's labels; the values stay the English priorities. */
const priorityLabels: Record<Priority, string> = {
  Low: "منخفضة",
  Medium: "متوسطة",
  High: "عالية",
  Critical: "حرجة",
};

/**
 * `satisfies FormSpec` rather than the English spec's own type: that one types the priority
 * options' labels as the English priorities themselves.
 */
export const supportFormSpec = {
  label: "نموذج تذكرة الدعم",
  fields: {
    name: { ...fields.name, label: "الاسم" },
    email: { ...fields.email, label: "البريد الإلكتروني" },
    subject: { ...fields.subject, label: "الموضوع" },
    priority: {
      ...fields.priority,
      label: "الأولوية",
      messageLabel: "الأولوية",
      options: fields.priority.options.map((option) => ({
        ...option,
        label: priorityLabels[option.value],
      })),
    },
    message: {
      ...fields.message,
      label: "الرسالة",
      placeholder: "صِف المشكلة، وما كنت تتوقعه، وما حدث فعلًا.",
    },
  },
  submitLabel: "أرسل التذكرة",
  pendingLabel: "جارٍ الإرسال…",
  success: {
    title: "تم إنشاء تذكرتك",
    message: `شكرًا لك. سيردّ عليك فريق الدعم عبر البريد الإلكتروني ${responseTime}، ونردّ على التذكرة الحرجة ${criticalResponseTime}.`,
    referenceLabel: "الرقم المرجعي لتذكرتك:",
  },
} satisfies FormSpec;
