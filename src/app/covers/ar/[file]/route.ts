import { coverFiles, coverResponse } from "../../cover-route";

// The Arabic covers (the Arabic blog pages show them): one per post, drawn at build time.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return coverFiles();
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  return coverResponse((await context.params).file, "ar");
}
