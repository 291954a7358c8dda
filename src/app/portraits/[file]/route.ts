import { portraitPeople } from "@/lib/people";
import { portraitSvg } from "@/lib/portrait-svg";
import { portraitFile } from "@/lib/portraits";

// One SVG file per person, drawn at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return portraitPeople().map((name) => ({ file: portraitFile(name) }));
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const name = portraitPeople().find((person) => portraitFile(person) === file);
  if (!name) return new Response("Not found", { status: 404 });
  return new Response(portraitSvg(name), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
