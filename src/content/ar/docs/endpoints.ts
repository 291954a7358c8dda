import * as en from "@/content/docs/endpoints";
import type { Endpoint } from "@/content/docs/types";

type Path = (typeof en.endpoints)[number]["path"];
type FieldName = (typeof en.endpoints)[number]["payload"][number]["name"];

const descriptions: Record<Path, string> = {
  "/api/v1/chat/completions":
    "يولّد الرسالة التالية في محادثة باستخدام أحد نماذجنا اللغوية. أرسل المحادثة حتى لحظتها، فيصلك الرد رسالةً بدور assistant.",
  "/api/v1/models": "يعرض نماذج الذكاء الاصطناعي المتاحة لحسابك، مع معرّفاتها وفئاتها وحالتها.",
  "/api/v1/websites/generate":
    "يبدأ توليد موقع إلكتروني عبر منشئ المواقع بالذكاء الاصطناعي انطلاقًا من وصف لنشاطك التجاري.",
  "/api/v1/automation/workflows":
    "يُنشئ مسار عمل للأتمتة تشغّله خدمة الأتمتة بالذكاء الاصطناعي نيابةً عنك.",
};

const fieldDescriptions: Record<FieldName, string> = {
  model: "معرّف النموذج المراد استخدامه، كما يظهر في قائمة GET /api/v1/models.",
  messages:
    'المحادثة حتى لحظتها: قائمة كائنات، يحمل كلٌّ منها دورًا في الحقل role ("system" أو "user" أو "assistant") ومحتوى في الحقل content.',
  temperature: "مدى تنوّع الرد، من 0 (مركّز وقابل للتكرار) إلى 2 (الأكثر إبداعًا).",
};

/** The English endpoint list with Arabic descriptions; method, path, category and field names stay. */
export const endpoints = en.endpoints.map((endpoint) => ({
  ...endpoint,
  description: descriptions[endpoint.path],
  payload: endpoint.payload.map((field) => ({
    ...field,
    description: fieldDescriptions[field.name],
  })),
})) satisfies readonly Endpoint[];
