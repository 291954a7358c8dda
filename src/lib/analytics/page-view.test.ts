import { describe, expect, it } from "vitest";

import { ANALYTICS_TEAM_COOKIE } from "@/config/storage";

import {
  deviceOf,
  pageViewOf,
  referrerHostOf,
  viewerOfRequest,
  type ServedResponse,
} from "./page-view";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AT = new Date("2026-11-28T10:00:00Z");

function served(overrides: Partial<ServedResponse> = {}, headers: Record<string, string> = {}) {
  return {
    method: "GET",
    path: "/services/automation",
    search: "",
    status: 200,
    contentType: "text/html; charset=utf-8",
    at: AT,
    ...overrides,
    headers: {
      host: "www.cedarwave.example",
      "user-agent": CHROME,
      "x-client-ip": "203.0.113.7",
      "sec-fetch-dest": "document",
      ...headers,
    },
  } satisfies ServedResponse;
}

describe("pageViewOf", () => {
  it("counts a browser's page, with its language, campaign, referrer and device", () => {
    const view = pageViewOf(
      served(
        {
          path: "/ar/pricing",
          search: "?utm_source=Google&utm_medium=cpc&utm_campaign=Spring-Launch",
        },
        { referer: "https://www.google.com/search?q=cedarwave", "user-agent": IPHONE },
      ),
      false,
    );
    expect(view).toEqual({
      at: AT,
      path: "/ar/pricing",
      locale: "ar",
      referrerHost: "google.com",
      source: "google",
      medium: "cpc",
      campaign: "spring-launch",
      device: "phone",
      viewer: { ip: "203.0.113.7", userAgent: IPHONE, host: "www.cedarwave.example" },
    });
  });

  it("takes `ref` as the source when there is no utm_source", () => {
    expect(pageViewOf(served({ search: "?ref=newsletter" }), false)?.source).toBe("newsletter");
    expect(pageViewOf(served({ search: "?ref=a&utm_source=b" }), false)?.source).toBe("b");
  });

  it("counts a 304 without a type when a document was asked for", () => {
    const view = pageViewOf(
      served({ status: 304, contentType: "" }, { accept: "text/html,application/xhtml+xml" }),
      false,
    );
    expect(view?.path).toBe("/services/automation");
    expect(
      pageViewOf(served({ status: 304, contentType: "" }, { accept: "*/*" }), false),
    ).toBeNull();
  });

  it.each([
    ["a POST", served({ method: "POST" })],
    ["a HEAD", served({ method: "HEAD" })],
    ["a 404", served({ status: 404 })],
    ["a redirect", served({ status: 308 })],
    ["a stylesheet", served({ contentType: "text/css" })],
    ["the framework's payload", served({ contentType: "text/x-component" })],
    ["the inbox", served({ path: "/admin" })],
    ["an inbox page", served({ path: "/admin/leads" })],
    ["a crawler", served({}, { "user-agent": GOOGLEBOT })],
    ["a client without a user agent", served({}, { "user-agent": "" })],
    ["a command-line client", served({}, { "user-agent": "curl/8.5.0" })],
    ["a prefetch", served({}, { "sec-purpose": "prefetch" })],
    ["a prerender", served({}, { "sec-purpose": "prefetch;prerender" })],
    ["an old-style prefetch", served({}, { purpose: "prefetch" })],
    ["a frame", served({}, { "sec-fetch-dest": "iframe" })],
    ["the team's browser", served({}, { cookie: `theme=dark; ${ANALYTICS_TEAM_COOKIE}=1` })],
  ])("does not count %s", (_, response) => {
    expect(pageViewOf(response, false)).toBeNull();
  });

  it("counts a view without a visitor when the browser asks not to be tracked", () => {
    expect(pageViewOf(served({}, { "sec-gpc": "1" }), false)?.viewer).toBeNull();
    expect(pageViewOf(served({}, { dnt: "1" }), false)?.viewer).toBeNull();
    expect(pageViewOf(served({}, { dnt: "0" }), false)?.viewer).not.toBeNull();
  });

  it("reads the address and host our proxy forwards only with TRUST_PROXY", () => {
    const behindProxy = served(
      {},
      {
        host: "10.0.0.5:3000",
        "x-forwarded-for": "198.51.100.1, 192.0.2.9",
        "x-forwarded-host": "www.cedarwave.example",
      },
    );
    expect(pageViewOf(behindProxy, true)?.viewer).toMatchObject({
      ip: "192.0.2.9",
      host: "www.cedarwave.example",
    });
    expect(pageViewOf(behindProxy, false)?.viewer).toMatchObject({
      ip: "203.0.113.7",
      host: "10.0.0.5:3000",
    });
  });
});

describe("referrerHostOf", () => {
  it("keeps another site's host, without www, and drops the site itself", () => {
    expect(referrerHostOf("https://www.linkedin.com/feed/", "www.cedarwave.example")).toBe(
      "linkedin.com",
    );
    expect(referrerHostOf("https://cedarwave.example/blog", "www.cedarwave.example")).toBeNull();
    expect(referrerHostOf("", "www.cedarwave.example")).toBeNull();
    expect(referrerHostOf("not a url", "www.cedarwave.example")).toBeNull();
    expect(referrerHostOf("android-app://com.slack/", "www.cedarwave.example")).toBeNull();
  });
});

describe("deviceOf", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(IPHONE)).toBe("phone");
    expect(deviceOf(IPAD)).toBe("tablet");
    expect(deviceOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceOf(CHROME)).toBe("desktop");
  });
});

describe("viewerOfRequest", () => {
  it("is the same viewer a page view had, or none for a browser that opted out", () => {
    const headers = new Headers({
      host: "WWW.cedarwave.example",
      "user-agent": CHROME,
      "x-client-ip": "203.0.113.7",
    });
    expect(viewerOfRequest(headers, false)).toEqual(pageViewOf(served(), false)?.viewer);
    headers.set("sec-gpc", "1");
    expect(viewerOfRequest(headers, false)).toBeNull();
  });
});
