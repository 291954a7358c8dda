import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { tokenSlot } from "@/lib/forms/token-slot.mjs";
import { recordedResponse } from "@/test/recorded-response";

import { formPages } from "./form-pages.mjs";

const form = (kind: string) =>
  `<form><input type="hidden" name="_token" value="${tokenSlot(kind)}"></form>` +
  `<script type="application/json">{"token":"${tokenSlot(kind)}"}</script>`;

// A build: the contact page and two of its choices in two languages, a support page, and pages
// without a slot (one of them a "choice" of a page that is no form page).
const pages = [
  { route: "/contact", html: `<h1>Contact</h1>${form("contact")}` },
  { route: "/contact/choice/web", html: `<h1>Contact web</h1>${form("contact")}` },
  { route: "/contact/choice/ai_starter", html: `<h1>Contact starter</h1>${form("contact")}` },
  { route: "/ar/contact", html: `<h1>اتصل</h1>${form("contact")}` },
  { route: "/ar/contact/choice/ai_starter", html: `<h1>اتصل starter</h1>${form("contact")}` },
  { route: "/support", html: `<h1>Support</h1>${form("support")}${form("newsletter")}` },
  { route: "/team", html: "<h1>Team</h1>" },
  { route: "/blog/choice/x", html: "<h1>A post</h1>" },
];
const forms = formPages(pages);
const get = (headers: IncomingHttpHeaders = {}) => headers;
const issue = async (kind: string, headers: Headers) =>
  `token-for-${kind}-${headers.get("x-client-ip")}`;

async function served(pathname: string, search = "", headers: IncomingHttpHeaders = {}) {
  const match = forms.match("GET", pathname, search, get(headers));
  if (!match || !("send" in match)) throw new Error(`${pathname}${search}: not served`);
  const { res, headers: sentHeaders, sent } = recordedResponse();
  await match.send({ method: "GET", headers } as IncomingMessage, res, issue);
  return { route: match.route, headers: sentHeaders, sent };
}

describe("formPages", () => {
  it("finds the pages whose HTML holds a token slot, and no other", () => {
    expect(forms.routes.sort()).toEqual(
      [
        "/ar/contact",
        "/ar/contact/choice/ai_starter",
        "/contact",
        "/contact/choice/ai_starter",
        "/contact/choice/web",
        "/support",
      ].sort(),
    );
    expect(forms.match("GET", "/team", "", get())).toBeNull();
    expect(forms.match("GET", "/blog/choice/x", "", get())).toBeNull();
  });

  it("serves a form page with a token made for the request in every slot, never stored", async () => {
    const { route, headers, sent } = await served("/support", "", { "x-client-ip": "10.0.0.7" });
    expect(route).toBe("/support");
    const html = sent.body!.toString("utf8");
    expect(html).not.toContain("cw-token-slot");
    expect(html.match(/token-for-support-10\.0\.0\.7/g)).toHaveLength(2);
    expect(html.match(/token-for-newsletter-10\.0\.0\.7/g)).toHaveLength(2);
    expect(sent.status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("content-length")).toBe(sent.body!.length);
    expect(headers.has("content-encoding")).toBe(false);
  });

  it("gzips for a client that takes it, and sends no body to a HEAD", async () => {
    const { headers, sent } = await served("/contact", "", { "accept-encoding": "gzip" });
    expect(headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(sent.body!).toString("utf8")).toContain("<h1>Contact</h1>");

    const match = forms.match("HEAD", "/contact", "", get());
    const head = recordedResponse();
    if (!match || !("send" in match)) throw new Error("HEAD /contact: not served");
    await match.send({ method: "HEAD", headers: {} } as IncomingMessage, head.res, issue);
    expect(head.sent.body).toBeUndefined();
    expect(head.headers.get("content-length")).toBeGreaterThan(0);
  });

  it("serves the choice a query asks for, in its language, and the page itself for an unknown one", async () => {
    const variant = (pathname: string, search: string) =>
      served(pathname, search).then(({ route }) => route);
    expect(await variant("/contact", "?service=ai&plan=starter")).toBe(
      "/contact/choice/ai_starter",
    );
    // The plan decides: it has one service.
    expect(await variant("/contact", "?plan=starter")).toBe("/contact/choice/ai_starter");
    expect(await variant("/contact", "?service=web&plan=starter")).toBe(
      "/contact/choice/ai_starter",
    );
    expect(await variant("/contact", "?service=web")).toBe("/contact/choice/web");
    expect(await variant("/contact", "?service=web&plan=nope")).toBe("/contact/choice/web");
    expect(await variant("/contact", "?service=constructor&plan=__proto__")).toBe("/contact");
    expect(await variant("/contact", "")).toBe("/contact");
    expect(await variant("/ar/contact", "?service=ai&plan=starter")).toBe(
      "/ar/contact/choice/ai_starter",
    );
    expect(await variant("/ar/contact", "?service=web")).toBe("/ar/contact");
    const { sent } = await served("/contact", "?service=ai&plan=starter&utm_source=mail");
    expect(sent.body!.toString("utf8")).toContain("<h1>Contact starter</h1>");
  });

  it("sends a form's post to the variant of its query, and leaves other posts to Next.js", () => {
    expect(forms.match("POST", "/contact", "?service=ai&plan=starter", get())).toEqual({
      route: "/contact/choice/ai_starter",
      url: "/contact/choice/ai_starter",
    });
    expect(forms.match("POST", "/contact", "", get())).toBeNull();
    expect(forms.match("POST", "/support", "", get())).toBeNull();
  });

  it("leaves requests of Next's client router to Next.js", () => {
    expect(forms.match("GET", "/support", "", get({ rsc: "1" }))).toBeNull();
    expect(forms.match("GET", "/contact", "?service=web", get({ rsc: "1" }))).toEqual({
      route: "/contact/choice/web",
      url: "/contact/choice/web",
    });
  });

  it("redirects a variant's own address to its page with the query", () => {
    expect(forms.match("GET", "/contact/choice/ai_starter", "", get())).toEqual({
      redirect: "/contact?service=ai&plan=starter",
    });
    expect(forms.match("HEAD", "/ar/contact/choice/ai_starter", "", get())).toEqual({
      redirect: "/ar/contact?service=ai&plan=starter",
    });
    expect(forms.match("GET", "/contact/choice/web", "", get())).toEqual({
      redirect: "/contact?service=web",
    });
  });
});
