import { coverFiles, coverResponse } from "../cover-route";

// One cover per post, drawn at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return coverFiles();
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  return coverResponse((await context.params).file, "en");
}
