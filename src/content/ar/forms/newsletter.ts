/** The newsletter sign-up (/ar/blog): Arabic copy; presentation is the English spec's. */
import * as en from "@/content/forms/newsletter";

import { confirmLinkValidity } from "../site-phrases";

const fields = en.newsletterFormSpec.fields;

export const newsletterFormSpec: typeof en.newsletterFormSpec = {
  label: "الاشتراك في النشرة البريدية",
  inline: en.newsletterFormSpec.inline,
  fields: {
    /** The placeholder is an example address: it stays in Latin script. */
    email: { ...fields.email, label: "البريد الإلكتروني", messageLabel: "البريد الإلكتروني" },
  },
  submitLabel: "اشترك",
  pendingLabel: "جارٍ الاشتراك…",
  success: {
    title: "تفقّد بريدك الوارد",
    message: `أرسلنا رابط تأكيد إلى هذا العنوان، ويبدأ اشتراكك عند فتحه (وهو صالح لمدة ${confirmLinkValidity}). لم تصلك رسالة خلال دقائق؟ ابحث في مجلد الرسائل غير المرغوب فيها.`,
    existing: {
      title: "أنت مشترك بالفعل",
      message: "هذا العنوان مشترك بالفعل، ولا حاجة إلى أي خطوة أخرى.",
    },
  },
};
