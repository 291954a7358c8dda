import { apiFacts as f } from "@/content/docs/api-facts";
import * as en from "@/content/docs/sdks/javascript";
import type { SdkGuide } from "@/content/docs/types";

export const javascriptSdk = {
  ...en.javascriptSdk,
  requirements:
    "Node.js 18 أو أحدث، وDeno وBun وبيئات التشغيل على الحافة (edge)؛ مع تعريفات أنواع TypeScript مضمّنة.",
  summary:
    "عميل JavaScript وTypeScript الرسمي: قائم على الوعود (Promises)، ومحدد الأنواع بالكامل، ويعمل بسلاسة على الخوادم والدوال عديمة الخادم (serverless) وبيئات التشغيل على الحافة.",
  install: { ...en.javascriptSdk.install, label: "الطرفية" },
  errorNote: `يُرفَض كل استدعاء فاشل بخطأ ${f.clientName}Error يحمل رمز حالة HTTP ورسالة API، ومع استجابات 429 عدد الثواني الواجب انتظارها (retryAfter).`,
} as const satisfies SdkGuide;
