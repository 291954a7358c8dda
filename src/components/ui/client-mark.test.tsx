// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { clients } from "@/content/clients";
import { allTestimonials } from "@/content/testimonials";

import { ClientMark } from "./client-mark";
import { clientSymbols } from "./client-symbols";

/** The text a screen reader hears in `element`: its text without the aria-hidden parts. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent ?? "";
}

/** How many numbers each path command takes. */
const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/**
 * The absolute points a path passes through or pulls towards: the end of every segment and the
 * control points of its curves. An arc counts by its ends alone (its bulge is not computed: the
 * arcs here are of circles, arches and an ellipse, drawn well inside the grid).
 */
function pathPoints(path: string): [number, number][] {
  const tokens = path.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = "";
  for (let index = 0; index < tokens.length;) {
    if (/[a-zA-Z]/.test(tokens[index]!)) command = tokens[index++]!;
    const lower = command.toLowerCase();
    const relative = command !== command.toUpperCase();
    const args = tokens.slice(index, index + ARITY[lower]!).map(Number);
    index += ARITY[lower]!;
    const [dx, dy] = relative ? [x, y] : [0, 0];
    if (lower === "z") [x, y] = [startX, startY];
    else if (lower === "h") x = args[0]! + dx;
    else if (lower === "v") y = args[0]! + dy;
    else {
      const coordinates = lower === "a" ? args.slice(5) : args;
      for (let at = 0; at < coordinates.length; at += 2)
        points.push([coordinates[at]! + dx, coordinates[at + 1]! + dy]);
      [x, y] = points.at(-1)!;
    }
    points.push([x, y]);
    if (lower === "m") {
      [startX, startY] = [x, y];
      if (command === "m") command = "l";
      else command = "L";
    }
  }
  return points;
}

function render(id: (typeof clients)[number]["id"]): Element {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<ClientMark id={id} />);
  return host.firstElementChild!;
}

describe("the client marks", () => {
  it("give every client a symbol and a testimonial, and no symbol to anyone else", () => {
    const companies = new Set(allTestimonials.map(({ company }) => company));
    for (const client of clients) {
      expect(clientSymbols[client.id].length, client.id).toBeGreaterThan(0);
      expect(companies.has(client.name), client.name).toBe(true);
    }
    expect(Object.keys(clientSymbols).sort()).toEqual(clients.map(({ id }) => id).sort());
  });

  it("draw every symbol inside the common grid's live area, at one size", () => {
    for (const [id, paths] of Object.entries(clientSymbols)) {
      const points = paths.flatMap(pathPoints);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      for (const value of [...xs, ...ys]) {
        expect(value, id).toBeGreaterThanOrEqual(3);
        expect(value, id).toBeLessThanOrEqual(21);
      }
      const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      expect(extent, id).toBeGreaterThanOrEqual(13);
    }
  });

  it("are one family: the same symbol box and stroke, the wordmark as text, the name heard once", () => {
    const looks = new Set<string>();
    for (const client of clients) {
      const mark = render(client.id);
      const symbol = mark.querySelector("svg")!;
      expect(symbol.getAttribute("aria-hidden")).toBe("true");
      expect(symbol.getAttribute("stroke")).toBe("currentColor");
      expect(symbol.getAttribute("fill")).toBe("none");
      expect(symbol.querySelector("text")).toBeNull();
      const wordmark = symbol.nextElementSibling!;
      expect(wordmark.textContent).toBe(client.wordmark);
      const box = symbol.cloneNode(false) as Element;
      looks.add([box.outerHTML, wordmark.getAttribute("class")].join());
      expect(spokenText(mark)).toBe(client.name);
      expect(mark.getAttribute("dir")).toBe("ltr");
    }
    expect(looks.size).toBe(1);
  });
});
