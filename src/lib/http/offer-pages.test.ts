import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { recordedResponse } from "@/test/recorded-response";

import { offerPages } from "./offer-pages.mjs";

const END = "2026-12-31T23:59:59+02:00";
const end = Date.parse(END);
const offerHtml =
  `<div data-offer="running last-day" data-offer-ends="${END}">$100</div>` +
  `<div data-offer="ended" data-offer-ends="${END}" hidden="">$199</div>`;
// A build: the offer's page in two languages, and pages without an offer.
const pages = [
  { route: "/services/conversational-ai", html: `<h1>CAI</h1>${offerHtml}` },
  { route: "/ar/services/conversational-ai", html: `<h1>عربي</h1>${offerHtml}` },
  { route: "/team", html: '<h1>Team</h1><p hidden="">x</p>' },
  { route: "/services/automation", html: "<h1>$299</h1>" },
];

function served(
  offers: ReturnType<typeof offerPages>,
  pathname: string,
  now: number,
  headers: IncomingHttpHeaders = {},
) {
  const match = offers.match("GET", pathname, headers);
  if (!match) throw new Error(`${pathname}: not served`);
  const { res, headers: sent, sent: body } = recordedResponse();
  match.send({ method: "GET", headers } as IncomingMessage, res, now);
  const raw = body.body ?? Buffer.alloc(0);
  const html = (sent.get("content-encoding") === "gzip" ? gunzipSync(raw) : raw).toString();
  return { html, headers: sent, status: body.status };
}

describe("offerPages", () => {
  const offers = offerPages(pages);

  it("serves the pages holding an offer only; the others are left to Next.js untouched", () => {
    expect(offers.routes).toEqual([
      "/services/conversational-ai",
      "/ar/services/conversational-ai",
    ]);
    expect(offers.match("GET", "/team", {})).toBeNull();
    expect(offers.match("GET", "/services/automation", {})).toBeNull();
    expect(offers.match("POST", "/services/conversational-ai", {})).toBeNull();
    expect(offers.match("GET", "/services/conversational-ai", { rsc: "1" })).toBeNull();
  });

  it("serves the sale before the end and list prices after it, never stored by a cache", () => {
    const before = served(offers, "/services/conversational-ai", end - 1);
    expect(before.html).toBe(`<h1>CAI</h1>${offerHtml}`);
    expect(before.headers.get("cache-control")).toBe("public, no-cache");
    const after = served(offers, "/ar/services/conversational-ai", end, {
      "accept-encoding": "gzip",
    });
    expect(after.headers.get("content-encoding")).toBe("gzip");
    expect(after.html).toBe(
      `<h1>عربي</h1><div data-offer="running last-day" data-offer-ends="${END}" hidden="">$100</div>` +
        `<div data-offer="ended" data-offer-ends="${END}">$199</div>`,
    );
  });

  it("ends the offer at OFFER_ENDS_AT instead of the build's end", () => {
    const earlier = offerPages(pages, { endsAt: "2026-12-01T00:00:00Z" });
    const { html } = served(earlier, "/services/conversational-ai", Date.parse("2026-12-02"));
    expect(html).toContain('data-offer-ends="2026-12-01T00:00:00Z">$199</div>');
    expect(html).not.toContain(END);
  });
});
