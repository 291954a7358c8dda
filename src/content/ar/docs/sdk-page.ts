import { ltr } from "@/content/ar/site-phrases";
import { apiFacts as f } from "@/content/docs/api-facts";
import { authentication } from "@/content/docs/api-reference";
import * as en from "@/content/docs/sdk-page";
import type { SdkGuide } from "@/content/docs/types";
import type { PageHero } from "@/content/types";

const s = en.sdkPageCopy.steps;

/** Copy shared by every /ar/docs/sdk/{language} page; the ids (anchors) stay English. */
export const sdkPageCopy = {
  requirementsLabel: "المتطلبات",
  packageLabel: "الحزمة",
  onThisPage: "في هذه الصفحة",
  steps: {
    install: {
      id: s.install.id,
      title: "التثبيت",
      description: (name: string) => `أضف حزمة SDK للغة ${name} إلى مشروعك.`,
      altDescription: "تستخدم Maven بدلًا من ذلك؟ أضف الاعتمادية إلى ملف pom.xml:",
    },
    authenticate: {
      id: s.authenticate.id,
      title: "المصادقة",
      description: `يُصادَق على كل طلب بمفتاح API السري الخاص بك، الذي يُرسَل رمزًا من نوع Bearer في ترويسة Authorization (${ltr(authentication.header.code)}). وتضيف حزمة SDK هذه الترويسة نيابةً عنك: أنشئ العميل البرمجي مرة واحدة بالمفتاح، مقروءًا من متغير البيئة ${f.keyEnvVar}.`,
      keyHint: `يُصدر مهندس الإعداد مفاتيحك (فبوابة العملاء لم تُفتح بعد). المفاتيح التي تبدأ بالبادئة ${ltr(f.testKeyPrefix)} هي مفاتيح الاختبار وتعمل على بيانات تجريبية، أما التي تبدأ بالبادئة ${ltr(f.liveKeyPrefix)} فهي المفاتيح الفعلية. احفظها على الخادم.`,
    },
    chatCompletion: {
      id: s.chatCompletion.id,
      title: "طلبك الأول",
      description:
        "أرسل محادثة إلى POST /api/v1/chat/completions تتضمن: النموذج المراد استخدامه، والرسائل حتى لحظتها (لكلٍّ منها دور role ومحتوى content)، وقيمة temperature بين 0 و2. ويكون الرد رسالة المساعد التالية.",
    },
    listModels: {
      id: s.listModels.id,
      title: "اعرض النماذج المتاحة",
      description:
        "تعيد نقطة النهاية GET /api/v1/models النماذج التي يمكن لحسابك استخدامها، مع معرّف كلٍّ منها وفئته وحالته. استخدم معرّفًا من هذه القائمة قيمةً للحقل model في طلب إكمال المحادثة.",
    },
    errorHandling: {
      id: s.errorHandling.id,
      title: "تعامل مع الأخطاء",
      description:
        "تُبلغ الاستدعاءات الفاشلة عن رمز حالة HTTP ورسالة API. لا تُعِد المحاولة إلا فيما يمكن أن ينجح لاحقًا (429 و5xx)، وطبّق التباعد الأُسّي بين المحاولات.",
      tableCaption: "رموز حالة HTTP التي يعيدها API عند الفشل",
      statusHeader: "رمز الحالة",
      meaningHeader: "المعنى",
    },
  },
  nextSteps: {
    title: "الخطوات التالية",
    description: "تصفّح جميع نقاط النهاية وأجسام الطلبات والأمثلة في مرجع API، أو اختر لغة أخرى.",
    apiLink: { ...en.sdkPageCopy.nextSteps.apiLink, label: "افتح مرجع API" },
    docsLink: { ...en.sdkPageCopy.nextSteps.docsLink, label: "العودة إلى التوثيق" },
    otherSdksLabel: "حزم SDK أخرى",
    /** Read after each language pill by screen readers ("Go (حزمة SDK)"). */
    sdkLinkSuffix: " (حزمة SDK)",
  },
} as const;

/** The hero of an Arabic SDK page: "حزمة SDK للغة Go", with the language highlighted. */
export function sdkHero(sdk: SdkGuide): PageHero {
  const hero = en.sdkHero(sdk);
  return {
    ...hero,
    eyebrow: "دليل حزمة SDK",
    title: "حزمة SDK للغة",
    highlight: sdk.name,
    primary: hero.primary && { ...hero.primary, label: "ابدأ الآن" },
    secondary: hero.secondary && { ...hero.secondary, label: "مرجع API" },
  };
}
