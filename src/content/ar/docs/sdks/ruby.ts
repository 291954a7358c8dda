import { apiFacts as f } from "@/content/docs/api-facts";
import * as en from "@/content/docs/sdks/ruby";
import type { SdkGuide } from "@/content/docs/types";

const ns = f.clientName;

export const rubySdk = {
  ...en.rubySdk,
  requirements: "Ruby 3.0 أو أحدث؛ تعمل في Rails وSinatra وسكربتات Ruby الخالصة.",
  summary:
    "حزمة Ruby gem الرسمية، بأسماء أساليب مألوفة لمطوّري Ruby ووسائط مسمّاة (keyword arguments)، وتعمل بسلاسة في تطبيقات Rails والمهام الخلفية والسكربتات.",
  install: { ...en.rubySdk.install, label: "الطرفية" },
  errorNote: `تُطلق الاستدعاءات الفاشلة ${ns}::APIError (مع status وmessage)؛ أما الرمز 429 فيُطلق الصنف الفرعي ${ns}::RateLimitError، الذي تعطي خاصيته retry_after عدد الثواني الواجب انتظارها.`,
} as const satisfies SdkGuide;
