/** /ai-services/pricing in Arabic: the three monthly AI plans (from plans.ts) and their framing. */
import * as en from "@/content/ai/pricing";
import type { CtaBanner, Faq, PageHero } from "@/content/types";

export const aiPricingHero = {
  eyebrow: "أسعار الذكاء الاصطناعي",
  title: "باقات شهرية بسيطة تناسب",
  highlight: "كل مرحلة",
  description:
    "مساعدو محادثة لموقعك وWhatsApp والبريد الإلكتروني، يُحتسبون بعدد المحادثات التي يجرونها. ابدأ صغيرًا ثم توسّع: تشمل كل باقة الإعداد والاستضافة والمراقبة. بلا رسوم إعداد، ويمكنك الإلغاء في أي وقت.",
} satisfies PageHero;

export const aiPricingIntro = {
  title: "اختر باقتك",
  description:
    "الأسعار شهرية، مع المحادثات التي تشملها كل باقة. تُسعَّر باقة المؤسسات وفق حجم استخدامك ومتطلباتك.",
} satisfies typeof en.aiPricingIntro;

export const aiPricingFaqs = {
  title: "أسئلة عن الأسعار",
  items: [
    {
      question: "ما الذي يُحتسب محادثة؟",
      answer:
        "المحادثة الواحدة هي تواصل مع زائر واحد عبر قناة واحدة خلال 24 ساعة، مهما بلغ عدد رسائلها.",
    },
    {
      question: "هل يمكنني تغيير باقتي لاحقًا؟",
      answer:
        "نعم. تسري الترقية فورًا (وتدفع الفرق عن بقية الشهر)، أما الانتقال إلى باقة أدنى فيسري من شهر الفوترة التالي.",
    },
    {
      question: "ماذا لو تجاوزت حد المحادثات في باقتي؟",
      answer: "يواصل مساعدك الرد. ونُعلمك عند بلوغك 80% من حدك لتتمكن من الترقية إن احتجت إلى ذلك.",
    },
    {
      question: "هل تتوفر فترة تجريبية مجانية؟",
      answer: "نبدأ كل باقة باستشارة مجانية وعرض توضيحي على محتواك أنت، فترى النتائج قبل أن تدفع.",
    },
  ],
} satisfies { title: string; items: readonly Faq[] };

export const aiPricingCaseStudy = en.aiPricingCaseStudy;

export const aiPricingCta = {
  title: "لست متأكدًا من الباقة المناسبة لك؟",
  description: "أخبرنا بأحجام عملك وقنواتك، وسنوصي لك بباقة خلال 24 ساعة.",
  primary: { ...en.aiPricingCta.primary, label: "تواصل مع المبيعات" },
  secondary: { ...en.aiPricingCta.secondary, label: "قارن بين جميع الباقات" },
} satisfies CtaBanner;
