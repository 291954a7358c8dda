import { iconSprite } from "@/components/ui/icon-sprite";

/** The icon sprite (<Icon> references its symbols), built once at build time from lucide. */
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
