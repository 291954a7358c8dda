import * as en from "@/content/docs/sdks/java";
import type { SdkGuide } from "@/content/docs/types";

export const javaSdk = {
  ...en.javaSdk,
  requirements: "Java 11 أو أحدث؛ تعمل مع Gradle وMaven وSpring Boot وKotlin.",
  summary:
    "عميل Java الرسمي، آمن للاستخدام من خيوط متعددة ومبني على أدوات بناء طلبات غير قابلة للتغيير، لخدمات Spring Boot والواجهات الخلفية لتطبيقات Android وKotlin.",
  errorNote:
    "تُطلق الاستدعاءات الفاشلة استثناء ApiException غير مُلزِم بالمعالجة (unchecked) مع statusCode() وgetMessage()؛ أما الرمز 429 فيُطلق الصنف الفرعي RateLimitException، الذي تعيد دالته retryAfter() قيمة من نوع Duration.",
} as const satisfies SdkGuide;
