import * as en from "@/content/docs/sdks/python";
import type { SdkGuide } from "@/content/docs/types";

export const pythonSdk = {
  ...en.pythonSdk,
  requirements:
    "Python 3.9 أو أحدث؛ عميل متزامن وآخر يعمل بـ asyncio، مع تلميحات الأنواع (type hints) في كامل الحزمة.",
  summary:
    "عميل Python الرسمي للسكربتات ودفاتر Notebook والواجهات الخلفية للويب، مع عميل متزامن وآخر يعمل بـ asyncio يشتركان في الأساليب نفسها.",
  install: { ...en.pythonSdk.install, label: "الطرفية" },
  errorNote:
    "الأخطاء استثناءات: AuthenticationError (401)، وRateLimitError (429، مع retry_after بالثواني)، والصنف APIError الذي يرث منه كلاهما ويحمل status_code وmessage.",
} as const satisfies SdkGuide;
