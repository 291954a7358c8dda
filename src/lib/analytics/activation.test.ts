import { describe, expect, it } from "vitest";

import { activatedView, activationScript } from "./activation";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pages = new Set(["/pricing", "/ar/pricing"]);
const isPage = (path: string) => pages.has(path);

function beacon(extra: Record<string, string> = {}) {
  // What sendBeacon sends: a text body, no Sec-Fetch-Dest "document".
  return new Headers({
    host: "www.cedarwave.example",
    "user-agent": CHROME,
    "x-client-ip": "203.0.113.7",
    "content-type": "text/plain;charset=UTF-8",
    "sec-fetch-dest": "empty",
    ...extra,
  });
}

describe("activatedView", () => {
  it("counts the opened page with its campaign and its own referrer", () => {
    const view = activatedView(
      "/ar/pricing?utm_source=google&utm_campaign=spring\nhttps://www.google.com/",
      beacon(),
      isPage,
      new Date("2026-11-28T10:00:00Z"),
      false,
    );
    expect(view).toMatchObject({
      path: "/ar/pricing",
      locale: "ar",
      source: "google",
      campaign: "spring",
      referrerHost: "google.com",
      viewer: { ip: "203.0.113.7", userAgent: CHROME },
    });
  });

  it("counts nothing for an address that is no page, a crawler, the team or a malformed body", () => {
    expect(activatedView("/admin\n", beacon(), isPage)).toBeNull();
    expect(activatedView("/no-such-page\n", beacon(), isPage)).toBeNull();
    expect(activatedView("//evil.example/pricing\n", beacon(), isPage)).toBeNull();
    expect(activatedView("https://evil.example/pricing\n", beacon(), isPage)).toBeNull();
    expect(activatedView("/%E0%A4%A\n", beacon(), isPage)).toBeNull();
    expect(activatedView("", beacon(), isPage)).toBeNull();
    expect(
      activatedView("/pricing\n", beacon({ "user-agent": "Googlebot/2.1" }), isPage),
    ).toBeNull();
    expect(activatedView("/pricing\n", beacon({ cookie: "cw_team=1" }), isPage)).toBeNull();
  });

  it("keeps a browser's opt-out: a view without a visitor", () => {
    expect(activatedView("/pricing\n", beacon({ "sec-gpc": "1" }), isPage)?.viewer).toBeNull();
  });
});

describe("activationScript", () => {
  it("does nothing unless the page was prerendered, then sends one beacon", () => {
    expect(activationScript).toMatch(/^if\(document\.prerendering\)/);
    expect(activationScript).toContain('"prerenderingchange"');
    expect(activationScript).toContain('navigator.sendBeacon("/analytics/seen"');
    expect(activationScript).toContain("{once:true}");
    expect(activationScript.length).toBeLessThan(200);
  });
});
