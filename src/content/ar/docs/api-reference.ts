import { siteConfig } from "@/config/site";
import { ltr } from "@/content/ar/site-phrases";
import { apiFacts as f } from "@/content/docs/api-facts";
import * as en from "@/content/docs/api-reference";
import type { ApiTabId } from "@/content/docs/api-reference";
import type { CodeSample, EndpointCategory } from "@/content/docs/types";
import type { IconName, PageHero } from "@/content/types";

export const apiHero = {
  ...en.apiHero,
  title: "مرجع",
  highlight: "API",
  description: `ادمج خدمات الذكاء الاصطناعي من ${siteConfig.name} في منتجاتك: استخدم مفتاح API للمصادقة، واستدعِ نقاط نهاية REST، واعتمد حزمة SDK الخاصة بلغتك البرمجية.`,
  primary: { ...en.apiHero.primary, label: "ابدأ الآن" },
  secondary: { ...en.apiHero.secondary, label: "اقرأ التوثيق" },
} as const satisfies PageHero;

const tabLabels: Record<ApiTabId, string> = {
  authentication: "المصادقة",
  endpoints: "نقاط النهاية",
  examples: "أمثلة",
  sdks: "حزم SDK",
};

/** The four tabs, in the English order; the ids (the URL hash) stay English. */
export const apiTabs = en.apiTabs.map((tab) => ({
  ...tab,
  label: tabLabels[tab.id],
})) satisfies readonly { id: ApiTabId; label: string; icon: IconName }[];

export const apiTabsLabel = "أقسام مرجع API";

export const authentication = {
  ...en.authentication,
  title: "المصادقة",
  description: `يتحقق ${siteConfig.name} API من هوية كل طلب بمفتاح API السري الخاص بك، الذي يُرسَل رمزًا من نوع Bearer في ترويسة Authorization.`,
  header: { ...en.authentication.header, label: "ترويسة HTTP" } satisfies CodeSample,
  baseUrlLabel: "عنوان URL الأساسي",
  points: [
    "يُصدر لك مهندس الإعداد مفتاح الاختبار والمفتاح الفعلي عند انطلاق مشروعك؛ ولطلب مفتاح جديد أو إبطال مفتاح، افتح تذكرة دعم. وإلى أن تُفتح بوابة العملاء، هكذا تُدار المفاتيح.",
    `تبدأ مفاتيح الاختبار بالبادئة ${ltr(f.testKeyPrefix)}، والمفاتيح الفعلية بالبادئة ${ltr(f.liveKeyPrefix)}.`,
    "احفظ المفاتيح على خادمك في متغير بيئة، ولا تضعها أبدًا في شيفرة المتصفح أو تطبيقات الجوال.",
    `يُقابَل أي طلب بمفتاح مفقود أو خاطئ أو مُبطَل بالرمز ${ltr("401 Unauthorized")}.`,
  ],
  moreLink: { ...en.authentication.moreLink, label: "إدارة المفاتيح وأمانها" },
} as const;

export const endpointsCopy = {
  title: "نقاط النهاية",
  description: "تعمل جميع نقاط النهاية تحت عنوان URL الأساسي عبر HTTPS، وتستقبل JSON وتعيده.",
  caption: "نقاط نهاية REST API",
  headers: {
    method: "الطريقة",
    path: "نقطة النهاية",
    description: "الوصف",
    category: "الفئة",
  },
  payloadLabel: "جسم الطلب",
  noPayload: "لا يوجد جسم طلب",
  categories: {
    AI: "الذكاء الاصطناعي",
    Models: "النماذج",
    Websites: "المواقع",
    Automation: "الأتمتة",
  } satisfies Record<EndpointCategory, string>,
  realtime: {
    title: "دعم WebSocket في الوقت الفعلي",
    description:
      "في المحادثات المباشرة، يمكن بث الردود عبر اتصال WebSocket أثناء توليدها. ويُصادَق على الاتصال بمفتاح API نفسه، رمزًا من نوع Bearer.",
    link: { ...en.endpointsCopy.realtime.link, label: "اقرأ دليل البث" },
  },
} as const;

export const examplesCopy = {
  ...en.examplesCopy,
  title: "أمثلة",
  description:
    "طلب لإكمال محادثة (POST /api/v1/chat/completions) بثلاث لغات. استبدل متغير المفتاح بمفتاحك.",
} as const satisfies { title: string; description: string; samples: readonly CodeSample[] };

export const sdksCopy = {
  title: "حزم SDK",
  description: "تتولى المكتبات الرسمية المصادقة وإعادة المحاولة وتعريفات الأنواع نيابةً عنك.",
  linkLabel: (name: string) => `توثيق حزمة SDK للغة ${name}`,
  installLabel: (name: string) => `أمر تثبيت حزمة ${name}`,
} as const;
