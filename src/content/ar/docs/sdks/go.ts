import { apiFacts as f } from "@/content/docs/api-facts";
import * as en from "@/content/docs/sdks/go";
import type { SdkGuide } from "@/content/docs/types";

const pkg = f.packageStem;

export const goSdk = {
  ...en.goSdk,
  requirements: "Go 1.21 أو أحدث؛ استدعاءات تراعي context، ولا اعتماديات خارج المكتبة القياسية.",
  summary:
    "وحدة Go الرسمية: تراعي context، وخالية من الاعتماديات، وآمنة للاستخدام المتزامن من goroutines متعددة.",
  install: { ...en.goSdk.install, label: "الطرفية" },
  errorNote: `يعيد كل استدعاء خطأً يمكنك فكّه باستخدام errors.As إلى *${pkg}.APIError، الذي يحمل StatusCode وMessage، ومع استجابات 429 الحقل RetryAfter من نوع time.Duration.`,
} as const satisfies SdkGuide;
