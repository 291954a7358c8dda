import { goSdk } from "@/content/docs/sdks/go";
import { javaSdk } from "@/content/docs/sdks/java";
import { javascriptSdk } from "@/content/docs/sdks/javascript";
import { phpSdk } from "@/content/docs/sdks/php";
import { pythonSdk } from "@/content/docs/sdks/python";
import { rubySdk } from "@/content/docs/sdks/ruby";
import type { SdkGuide, SdkId } from "@/content/docs/types";

/** The six SDKs, in the seed's order (JavaScript, Python, PHP, Ruby, Java, Go). */
export const sdks = [
  javascriptSdk,
  pythonSdk,
  phpSdk,
  rubySdk,
  javaSdk,
  goSdk,
] as const satisfies readonly SdkGuide[];

export function sdkPath(id: SdkId): `/docs/sdk/${SdkId}` {
  return `/docs/sdk/${id}`;
}

export function getSdk(id: string): SdkGuide | undefined {
  return sdks.find((sdk) => sdk.id === id);
}
