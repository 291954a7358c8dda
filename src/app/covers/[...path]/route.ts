import { coverParams, coverResponse } from "../cover-route";

// One cover per post and locale, drawn at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = coverParams;

export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  return coverResponse((await context.params).path);
}
