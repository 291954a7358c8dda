import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SourcesChart, WeeklyChart } from "./charts";

const zero = { contact: 0, demo: 0, support: 0, waitlist: 0, newsletter: 0, chat: 0 };
const weeks = Array.from({ length: 12 }, (_, index) => ({
  week: `2026-${String(9 + Math.floor(index / 4)).padStart(2, "0")}-${String(1 + (index % 4) * 7).padStart(2, "0")}`,
  counts: { ...zero },
}));

/** The heights of the bars of each colour, in drawing order. */
function bars(html: string): { fill: string; height: number }[] {
  return [...html.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*class="(fill-[a-z-]+)"/g)].map(
    (match) => ({ height: Number(match[1]), fill: match[2] ?? "" }),
  );
}

describe("the overview's charts", () => {
  it("stack each week's forms on a round scale, named for assistive technology, with the numbers", () => {
    const data = weeks.map((week, index) =>
      index === 11
        ? { ...week, counts: { ...zero, contact: 3, demo: 1, newsletter: 4 } }
        : index === 5
          ? { ...week, counts: { ...zero, support: 2, chat: 1 } }
          : week,
    );
    const html = renderToStaticMarkup(<WeeklyChart weeks={data} />);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Bar chart: submissions per week/);
    const drawn = bars(html);
    expect(drawn.map((bar) => bar.fill)).toEqual([
      "fill-warning",
      "fill-foreground",
      "fill-primary",
      "fill-accent",
      "fill-muted-foreground",
    ]);
    // The tallest week (8) on a scale up to 10: 3 contact requests are 3/10 of the plot.
    const [support, chat, contact, demo, newsletter] = drawn.map((bar) => bar.height);
    expect(contact! / support!).toBeCloseTo(1.5);
    expect(chat! / support!).toBeCloseTo(0.5);
    expect(newsletter! / demo!).toBeCloseTo(4);
    expect(html).toContain(">10</text>");
    expect(html.match(/<tr/g)).toHaveLength(13);
    expect(html).toContain(
      `<th scope="row" class="px-2 py-1 font-normal whitespace-nowrap">${data[11]!.week}</th>`,
    );
    expect(html).toMatch(/>8<\/td><\/tr><\/tbody>/);
    expect(html).not.toContain("NaN");
  });

  it("draws an empty quarter without a bar or a NaN", () => {
    const html = renderToStaticMarkup(<WeeklyChart weeks={weeks} />);
    expect(bars(html)).toEqual([]);
    expect(html).not.toContain("NaN");
  });

  it("ranks the source pages as text, cutting long addresses in the drawing only", () => {
    const long = `/services/${"very-long-".repeat(8)}page`;
    const html = renderToStaticMarkup(
      <SourcesChart
        sources={[
          { page: "/contact", leads: 4 },
          { page: long, leads: 2 },
          { page: "<script>x</script>", leads: 1 },
        ]}
      />,
    );
    expect(html).toMatch(/role="img" aria-label="Bar chart: leads by source page/);
    expect(html).toContain(`>${long}</th>`);
    expect(html).toContain(`${long.slice(0, 45)}…</text>`);
    expect(html).not.toContain("<script>");
    const widths = [...html.matchAll(/<rect [^>]*width="([\d.]+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(widths[0]! / widths[1]!).toBeCloseTo(2);
    expect(renderToStaticMarkup(<SourcesChart sources={[]} />)).toContain(
      "No leads in these weeks.",
    );
  });
});
