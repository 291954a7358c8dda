/**
 * Every message the Arabic forms show. A field is named as «label» after the word "حقل", so the
 * sentence reads the same whatever the label's gender or length.
 */
import { siteConfig } from "@/config/site";
import type * as en from "@/content/forms/messages";

import { countOf, nouns } from "../site-phrases";

/** Field messages; `label` is the field's message label (FieldSpec.messageLabel ?? label). */
export const fieldMessages = {
  required: (label: string) => `حقل «${label}» مطلوب.`,
  /** "يجب ألا يتجاوز حقل «الرسالة» 5,000 حرف." */
  tooLong: (label: string, max: number) =>
    `يجب ألا يتجاوز حقل «${label}» ${countOf(max, nouns.characterAccusative)}.`,
  invalidCharacters: (label: string) => `يحتوي حقل «${label}» على أحرف غير مسموح بها.`,
  oneLine: (label: string) => `يجب أن يكون حقل «${label}» في سطر واحد.`,
  invalidEmail: "أدخل عنوان بريد إلكتروني صحيحًا، مثل name@company.com.",
  invalidChoice: (label: string) => `اختر خيارًا صحيحًا في حقل «${label}».`,
} satisfies typeof en.fieldMessages;

/** Answers to a whole submission (field messages are listed under them). */
export const submissionMessages = {
  invalid: "يُرجى تصحيح الحقول المحدّدة ثم الإرسال مجددًا.",
  retry: "حفاظًا على أمانك، يُرجى مراجعة بياناتك والضغط على الزر مرة أخرى لإرسالها.",
  confirm: "بقيت خطوة واحدة: اضغط الزر مرة أخرى لتأكيد تسجيلك.",
  /** "… بعد دقيقة واحدة"، "… بعد دقيقتين"، "… بعد 5 دقائق"، "… بعد 15 دقيقة". */
  rateLimited: (minutes: number) =>
    `أرسلت عددًا كبيرًا من الطلبات، يُرجى المحاولة مجددًا بعد ${countOf(minutes, nouns.minuteGenitive)}.`,
  failed: (email: string) =>
    `تعذّر إرسال رسالتك الآن. بياناتك ما زالت هنا: يُرجى المحاولة مجددًا بعد قليل، أو راسلنا على ${email}.`,
} satisfies typeof en.submissionMessages;

export const formUi = {
  required: "مطلوب",
  errorSummaryTitle: "يوجد خطأ",
  selectedPlan: "الباقة المختارة",
  honeypotLabel: "اترك هذا الحقل فارغًا",
  /** A submission that got no answer (the network or the server failed): the values are kept. */
  sendFailed: submissionMessages.failed(siteConfig.email),
} satisfies typeof en.formUi;
