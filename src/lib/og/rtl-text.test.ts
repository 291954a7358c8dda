import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";

import { rtlTextImage, visualOrder, type RtlTextStyle } from "./rtl-text";

/** The image's pixels (RGBA), decoded by drawing the PNG into an SVG of its size. */
function pixels({ src, width, height }: { src: string; width: number; height: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${src}" width="${width}" height="${height}"/></svg>`;
  const data = new Resvg(svg).render().pixels;
  return {
    inked: (x: number, y: number) => data[(y * width + x) * 4 + 3]! > 64,
  };
}

/** The leftmost and rightmost inked columns in a band of rows. */
function inkColumns(
  image: { src: string; width: number; height: number },
  top: number,
  bottom: number,
): { left: number; right: number } | undefined {
  const { inked } = pixels(image);
  let left = Infinity;
  let right = -1;
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!inked(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return right < 0 ? undefined : { left, right };
}

const style: RtlTextStyle = {
  fontSize: 40,
  fontWeight: 800,
  color: "#ffffff",
  lineHeight: 1.4,
  maxWidth: 520,
};

describe("rtlTextImage", () => {
  it("draws Arabic (with Latin words and digits) into a non-empty PNG no wider than asked", async () => {
    const image = await rtlTextImage("حزمة SDK للغة Python في 2026", { ...style, maxWidth: 900 });
    expect(image.src.startsWith("data:image/png;base64,")).toBe(true);
    expect(image.lines).toBe(1);
    expect(image.width).toBeLessThanOrEqual(900 + 4);
    expect(image.height).toBeGreaterThanOrEqual(style.fontSize);
    const ink = inkColumns(image, 0, image.height);
    expect(ink).toBeDefined();
    expect(ink!.right - ink!.left).toBeGreaterThan(image.width * 0.8);
  });

  it("aligns every line to the right, however long", async () => {
    const text = "خدمات الذكاء الاصطناعي وتقنية المعلومات للشركات المتنامية في كل مكان";
    const image = await rtlTextImage(text, style);
    expect(image.lines).toBeGreaterThanOrEqual(2);
    const lineBox = style.fontSize * style.lineHeight;
    const lines = Array.from({ length: image.lines }, (_, index) =>
      inkColumns(image, Math.round(index * lineBox), Math.round((index + 1) * lineBox)),
    );
    for (const line of lines) {
      expect(line).toBeDefined();
      // Every line's ink ends at the right edge (the image has 2px of margin on each side).
      expect(image.width - 1 - line!.right).toBeLessThanOrEqual(4);
    }
    // Lines of different lengths: their left edges differ, their right edges do not.
    const lefts = lines.map((line) => line!.left);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeGreaterThan(40);
  });

  it("cuts text beyond maxLines, ending in an ellipsis", async () => {
    const text = "كلمة ".repeat(60).trim();
    const image = await rtlTextImage(text, { ...style, maxLines: 2 });
    expect(image.lines).toBe(2);
  });
});

describe("visualOrder (right to left, as a browser would show the line)", () => {
  it("puts the first word on the right", () => {
    expect(visualOrder("واحد اثنان ثلاثة")).toEqual(["ثلاثة", "اثنان", "واحد"]);
  });

  it("keeps a run of Latin words left to right, in place", () => {
    expect(visualOrder("حزمة Cedarwave API للغة")).toEqual(["للغة", "Cedarwave", "API", "حزمة"]);
  });

  it("puts punctuation after a word on its left, mirrors brackets around Latin text", () => {
    expect(visualOrder("الخاص بك، ثم")).toEqual(["ثم", "بك،", "الخاص"]);
    expect(visualOrder("الثقة (zero trust) للشركات")).toEqual([
      "للشركات",
      "(zero",
      "trust)",
      "الثقة",
    ]);
    expect(visualOrder("عام (2026) فقط")).toEqual(["فقط", "(", "2026", ")", "عام"]);
  });

  it("sets numbers like the bidi algorithm: 500+ shows as +500, a number after Latin joins it", () => {
    expect(visualOrder("وراء 500+ مشروع.")).toEqual([".", "مشروع", "+", "500", "وراء"]);
    expect(visualOrder("بنسبة 99.9% تقريبًا")).toEqual(["تقريبًا", "99.9%", "بنسبة"]);
    expect(visualOrder("حزمة Python 3 الآن")).toEqual(["الآن", "Python", "3", "حزمة"]);
  });
});
