import { portraitPeople } from "@/lib/people";
import { portraitSvg } from "@/lib/portrait-svg";
import { portraitFile } from "@/lib/portraits";

// One SVG file per person, drawn at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return portraitPeople().map((person) => ({ file: portraitFile(person.name) }));
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const person = portraitPeople().find((subject) => portraitFile(subject.name) === file);
  if (!person) return new Response("Not found", { status: 404 });
  return new Response(portraitSvg(person), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
