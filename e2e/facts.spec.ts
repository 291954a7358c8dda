import { expect, test } from "@playwright/test";

import { recordFigure, siteConfig } from "../src/config/site";
import { planGroups } from "../src/content/plans";
import { publicPages } from "./support/pages";

/*
 * What every rendered page says must agree with the data it comes from: each price is a price
 * of a plan (with that plan's unit when a unit is written), office hours always carry the
 * office's time zone, a channel that does not exist is not offered, and the company's record
 * is quoted with its own figures. Read from the HTML the server sends (text, and the meta
 * descriptions that search engines and social cards show), for every public page.
 */

const HOURS = /\b\d{1,2}(?::\d{2})?\s?[ap]m\s?[–-]\s?\d{1,2}(?::\d{2})?\s?[ap]m\b/gi;
const PRICE = /\$(\d[\d,]*)(\s*\/\s*month|\s+(?:a|per)\s+month|\s+one-time)?/gi;

const planPrices = planGroups.flatMap((group) =>
  group.plans.flatMap((plan) =>
    [plan.price, plan.originalPrice ?? null]
      .filter((price): price is number => price !== null)
      .map((price) => ({ price, period: plan.period })),
  ),
);

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The words a visitor reads, and the meta descriptions (`content` of meta tags). */
function visibleText(html: string): string {
  const metas = [...html.matchAll(/<meta\b[^>]*\bcontent="([^"]*)"/gi)].map((match) => match[1]);
  const body = html
    // Stat tiles put the label (dt) first in the markup and draw it under the number (dd):
    // read them in the order they are seen, "500+ Projects delivered since 2020".
    .replace(/(<dt\b[^>]*>[^<]*<\/dt>)\s*(<dd\b[^>]*>[^<]*<\/dd>)/gi, "$2 $1")
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(`${metas.join(" | ")} | ${body}`).replace(/\s+/g, " ");
}

const pages = new Map<string, string>();

test.beforeAll(async ({ request }) => {
  for (const page of publicPages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    pages.set(page.path, visibleText(await response.text()));
  }
});

test("every price on every page is the price of a plan, in the plan's unit", () => {
  const wrong: string[] = [];
  let seen = 0;
  for (const [path, text] of pages) {
    for (const match of text.matchAll(PRICE)) {
      seen++;
      const price = Number(match[1]!.replaceAll(",", ""));
      const unit = match[2]?.trim().toLowerCase();
      const period = unit === undefined ? undefined : unit.includes("month") ? "month" : "one-time";
      const plans = planPrices.filter(
        (plan) => plan.price === price && (period === undefined || plan.period === period),
      );
      if (plans.length === 0) wrong.push(`${path}: "${match[0]}"`);
    }
  }
  expect(seen, "no price found at all: the reading of pages is broken").toBeGreaterThan(20);
  expect(wrong).toEqual([]);
});

test("office hours always say their time zone, and only the offices' zones", () => {
  const zones = Object.values(siteConfig.offices).map((office) => office.hours.zoneName);
  const wrong: string[] = [];
  for (const [path, text] of pages) {
    for (const match of text.matchAll(HOURS)) {
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
      if (!zones.some((zone) => after.trimStart().startsWith(zone)))
        wrong.push(`${path}: "${match[0]}${after}"`);
    }
    for (const zone of text.match(/\b(?:EST|EDT|CET|GMT|PST|PDT|Eastern Time)\b/g) ?? [])
      wrong.push(`${path}: a time zone no office is in: ${zone}`);
  }
  expect(wrong).toEqual([]);
});

test("pages offer only the channels that exist, and no placeholder reaches a visitor", () => {
  const wrong: string[] = [];
  for (const [path, text] of pages) {
    if (!siteConfig.channels.liveChat.exists && /\blive chat\b/i.test(text))
      wrong.push(`${path}: offers live chat`);
    if (/support line|placeholder number/i.test(text))
      wrong.push(`${path}: ${/support line|placeholder number/i.exec(text)![0]}`);
  }
  expect(wrong).toEqual([]);
});

test("the company's record is quoted with its own figures wherever it appears", () => {
  const { projectsDelivered, clients, aiClients } = siteConfig.record;
  // "500+ projects", "more than 500 projects", "250+ Clients, 120+ of them on our AI services",
  // "120+ Clients on our AI services", "served 120+ businesses": a count of projects is the
  // record's; of clients or businesses, all clients or the AI clients among them.
  const allowed: Record<string, readonly number[]> = {
    project: [projectsDelivered],
    client: [clients, aiClients],
    business: [clients, aiClients],
  };
  const COUNT = /(\d[\d,]*)(\+?) (?:happy )?(project|client|business)(?:s|es)?\b/gi;
  const wrong: string[] = [];
  let seen = 0;
  for (const [path, text] of pages) {
    for (const match of text.matchAll(COUNT)) {
      seen++;
      const value = Number(match[1]!.replaceAll(",", ""));
      const noun = match[3]!.toLowerCase();
      const figures = allowed[noun]!;
      const ok = figures.some((figure) =>
        match[2] === "+" ? match[1] === recordFigure(figure).slice(0, -1) : value === figure,
      );
      if (!ok) wrong.push(`${path}: "${match[0]}"`);
    }
  }
  expect(seen).toBeGreaterThan(3);
  expect(wrong).toEqual([]);
});
