/** The Arabic copy shared by several forms. The FormSpec shape is the English module's. */
import type * as en from "@/content/forms/form-spec";

/** The promise about a visitor's details (see the English module): true to the privacy policy. */
export const privacyPromise = "لا نبيع بياناتك أبدًا ولا نشاركها لأغراض التسويق.";

export const consentField = {
  label: "أرغب في تلقّي أخبار خدمات Cedarwave من حين لآخر (اختياري).",
  type: "checkbox",
} satisfies typeof en.consentField;
