import * as en from "@/content/docs/sdks/php";
import type { SdkGuide } from "@/content/docs/types";

export const phpSdk = {
  ...en.phpSdk,
  requirements: "PHP 8.1 أو أحدث مع Composer؛ تعمل مع Laravel وSymfony وPHP الخالصة.",
  summary:
    "عميل PHP الرسمي، يُثبَّت عبر Composer وجاهز للعمل مع Laravel وSymfony وإضافات WordPress أو PHP الخالصة.",
  install: { ...en.phpSdk.install, label: "الطرفية" },
  errorNote:
    "تُطلق الاستدعاءات الفاشلة استثناء ApiException مع getStatusCode() وgetMessage()؛ أما الرمز 429 فيُطلق الصنف الفرعي RateLimitException، الذي تعيد دالته getRetryAfter() عدد الثواني الواجب انتظارها.",
} as const satisfies SdkGuide;
