/** The client portal waitlist (/ar/signup): Arabic copy; presentation is the English spec's. */
import * as en from "@/content/forms/waitlist";

import { consentField } from "./form-spec";

const fields = en.waitlistFormSpec.fields;

export const waitlistFormSpec: typeof en.waitlistFormSpec = {
  label: "نموذج قائمة انتظار بوابة العملاء",
  fields: {
    name: { ...fields.name, label: "الاسم الكامل" },
    email: { ...fields.email, label: "البريد الإلكتروني للعمل" },
    company: { ...fields.company, label: "الشركة" },
    consent: consentField,
  },
  submitLabel: "انضم إلى قائمة الانتظار",
  pendingLabel: "جارٍ الانضمام…",
  success: {
    title: "أنت الآن على القائمة",
    message: "شكرًا لك. سنراسلك فور افتتاح بوابة العملاء لشركتك.",
  },
};
