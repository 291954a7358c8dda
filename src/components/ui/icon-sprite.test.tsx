import { ArrowRight, CircleCheck, Loader2, X } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Icon } from "./icon";
import { iconSprite } from "./icon-sprite";

const sprite = iconSprite();

function symbols(): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of sprite.matchAll(
    /<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g,
  )) {
    found.set(match[1] ?? "", match[2] ?? "");
  }
  return found;
}

/** The drawing lucide's own component renders: the elements inside its <svg>. */
function lucideDrawing(markup: string): string {
  return markup
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/><\/(\w+)>/g, "/>");
}

describe("the icon sprite", () => {
  it("is one SVG document of symbols with distinct ids", () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(70);
    expect(new Set(ids).size).toBe(ids.length);
    expect(symbols().size).toBe(ids.length);
  });

  it("draws each icon exactly as lucide does", () => {
    const drawn = symbols();
    const cases = [
      ["arrowRight", ArrowRight],
      ["check", CircleCheck],
      ["loader", Loader2],
      ["x", X],
    ] as const;
    for (const [name, LucideComponent] of cases) {
      expect(drawn.get(name), name).toBe(lucideDrawing(renderToStaticMarkup(<LucideComponent />)));
    }
  });

  it("has no React key or empty symbol", () => {
    expect(sprite).not.toContain(" key=");
    for (const [id, drawing] of symbols()) expect(drawing, id).toMatch(/^<\w+ /);
  });
});

describe("Icon", () => {
  it("is a hidden reference to its symbol, lucide's look from the icon class", () => {
    const html = renderToStaticMarkup(<Icon name="star" className="size-4 fill-amber-400" />);
    expect(html).toBe(
      '<svg aria-hidden="true" class="icon size-4 fill-amber-400"><use href="/icons.svg#star"></use></svg>',
    );
    expect(symbols().has("star")).toBe(true);
  });
});
