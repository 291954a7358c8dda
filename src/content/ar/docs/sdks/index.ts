import { goSdk } from "@/content/ar/docs/sdks/go";
import { javaSdk } from "@/content/ar/docs/sdks/java";
import { javascriptSdk } from "@/content/ar/docs/sdks/javascript";
import { phpSdk } from "@/content/ar/docs/sdks/php";
import { pythonSdk } from "@/content/ar/docs/sdks/python";
import { rubySdk } from "@/content/ar/docs/sdks/ruby";
import * as en from "@/content/docs/sdks";
import type { SdkGuide, SdkId } from "@/content/docs/types";

const byId = {
  javascript: javascriptSdk,
  python: pythonSdk,
  php: phpSdk,
  ruby: rubySdk,
  java: javaSdk,
  go: goSdk,
} as const satisfies Record<SdkId, SdkGuide>;

/** The six Arabic SDK guides, in the English order. */
export const sdks = en.sdks.map((sdk) => byId[sdk.id]) satisfies readonly SdkGuide[];

export function getSdk(id: string): SdkGuide | undefined {
  return sdks.find((sdk) => sdk.id === id);
}
