import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { NEWSLETTER_PATHS } from "@/config/routes";
import { siteConfig } from "@/config/site";
import { httpErrorCopy } from "@/content/http-errors.mjs";

import {
  ACTIVATION_PATH,
  allowedHosts,
  allowedMethods,
  answerClientErrors,
  BODY_LIMITS,
  bodyIsAcceptable,
  bodyLimitOf,
  boundaryOf,
  CHAT_POST_PATHS,
  dropUntrustedForwarding,
  errorPage,
  fieldCount,
  FORM_SUBMIT_PATH,
  needsBodyCheck,
  normalisePath,
  ONE_CLICK_PATH,
  parseMultipart,
  PERSON_EXPORT_PATH,
  readBody,
  refusal,
  requestOrigin,
  sameSiteOrigin,
  SERVER_TIMEOUTS,
} from "./edge.mjs";

const routeHandlers = [/^\/health\/?$/, /^\/admin\/export\/[^/]+\/?$/];
const ACTION = "60aa";
const actions = new Map([[ACTION, [/^\/contact\/?$/]]]);
const hosts = new Set(["site.test"]);
const options = { routeHandlers, actions, trusted: false, hosts };
const where = { actions, pathname: "/contact" };
const get = (url: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url,
  headers: { host: "site.test", ...headers },
});
const post = (url: string, headers: Record<string, string> = {}) => ({
  ...get(url, headers),
  method: "POST",
});

function multipart(parts: [string, string][], boundary = "b0undary") {
  const body = Buffer.from(
    parts
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`,
  );
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe("normalisePath", () => {
  it("keeps a plain path and decodes an escaped unreserved character", () => {
    expect(normalisePath("/blog/post?x=1")).toEqual({ path: "/blog/post", decoded: "/blog/post" });
    expect(normalisePath("/blog/rag-%69n-production")?.path).toBe("/blog/rag-in-production");
  });

  it("keeps reserved and non-ASCII escapes, in upper case", () => {
    expect(normalisePath("/a%2fb/caf%c3%a9")).toEqual({
      path: "/a%2Fb/caf%C3%A9",
      decoded: "/a/b/café",
    });
  });

  it("refuses a target that is not a plain path or has a malformed escape", () => {
    for (const target of [
      "http://other.host/path",
      "//other.host/path",
      "/\\other.host",
      "*",
      "",
      "/a%zz",
      "/a%C3%28",
      "/a%",
    ]) {
      expect(normalisePath(target), target).toBeNull();
    }
  });
});

describe("refusal", () => {
  it("lets ordinary requests through", () => {
    expect(refusal(get("/"), options)).toBeNull();
    expect(refusal(get("/_next/static/chunks/[root]__a.js"), options)).toBeNull();
    expect(refusal({ ...get("/contact"), method: "HEAD" }, options)).toBeNull();
  });

  it("answers 400 for a foreign request target, never a redirect to it", () => {
    expect(refusal(get("http://other.host/path"), options)).toEqual({ status: 400 });
  });

  it("redirects a non-canonical escape to the canonical path, query kept", () => {
    expect(refusal(get("/blog/rag-%69n-production?a=1"), options)).toEqual({
      status: 308,
      location: "/blog/rag-in-production?a=1",
    });
  });

  it("answers 405 with the methods of the path", () => {
    expect(refusal({ ...get("/contact"), method: "PUT" }, options)).toEqual({
      status: 405,
      allow: ["GET", "HEAD", "POST"],
    });
    expect(refusal({ ...get("/health"), method: "POST" }, options)).toEqual({
      status: 405,
      allow: ["GET", "HEAD"],
    });
    expect(refusal({ ...get("/_next/static/a.js"), method: "DELETE" }, options)?.allow).toEqual([
      "GET",
      "HEAD",
    ]);
  });

  it("answers 403 for a cross-origin post, X-Forwarded-* believed only when trusted", () => {
    const headers = {
      origin: "https://site.test",
      host: "app.internal:3000",
      "x-forwarded-host": "site.test",
      "x-forwarded-proto": "https",
    };
    expect(refusal(post("/contact", headers), options)).toEqual({ status: 403 });
    expect(refusal(post("/contact", { origin: "null" }), options)).toEqual({ status: 403 });
    expect(refusal(post("/contact", headers), { ...options, trusted: true })).toBeNull();
    expect(refusal(post("/contact", { origin: "http://site.test" }), options)).toBeNull();
  });

  it("answers 403 for an Origin of another scheme, and for a host the site is not served under", () => {
    // The same host over another scheme is another origin.
    expect(refusal(post("/contact", { origin: "https://site.test" }), options)).toEqual({
      status: 403,
    });
    // DNS rebinding: a foreign name resolving to this server keeps its name in Host and Origin.
    const rebound = { host: "rebind.example:3000", origin: "http://rebind.example:3000" };
    expect(refusal(post("/contact", rebound), options)).toEqual({ status: 403 });
    // This machine's own names need no configuration.
    for (const host of ["127.0.0.1:3000", "localhost:3000", "[::1]:3000"]) {
      expect(refusal(post("/contact", { host, origin: `http://${host}` }), options)).toBeNull();
    }
  });

  it("answers 413 for a declared body over the route's limit", () => {
    expect(refusal(post("/contact", { "content-length": "2000000" }), options)).toEqual({
      status: 413,
      limit: BODY_LIMITS.page,
    });
    const form = refusal(post(FORM_SUBMIT_PATH, { "content-length": "200000" }), options);
    expect(form).toEqual({ status: 413, limit: BODY_LIMITS.form });
    expect(refusal(post(FORM_SUBMIT_PATH, { "content-length": "60000" }), options)).toBeNull();
    expect(refusal(post(ONE_CLICK_PATH, { "content-length": "5000" }), options)?.status).toBe(413);
  });

  it("answers 400 for multipart without a boundary and for a non-multipart action", () => {
    expect(refusal(post("/contact", { "content-type": "multipart/form-data" }), options)).toEqual({
      status: 400,
    });
    expect(
      refusal(
        post("/contact", { "next-action": ACTION, "content-type": "application/json" }),
        options,
      ),
    ).toEqual({ status: 400 });
  });

  it("takes JSON arguments in text/plain only for an action that takes no form", () => {
    const noForm = "00bb";
    const withActions = { ...options, actions: new Map([...actions, [noForm, [/^\/admin$/]]]) };
    const call = (id: string, url: string) =>
      refusal(
        post(url, { "next-action": id, "content-type": "text/plain;charset=UTF-8" }),
        withActions,
      );
    expect(call(noForm, "/admin")).toBeNull();
    expect(call(ACTION, "/contact")).toEqual({ status: 400 });
    const plain = (text: string) =>
      bodyIsAcceptable(
        { "next-action": noForm, "content-type": "text/plain" },
        Buffer.from(text),
        where,
      );
    expect(plain("[]")).toBe(true);
    expect(plain('[{"status":"idle"}]')).toBe(true);
    expect(plain("{}")).toBe(false);
    expect(plain("[garbage")).toBe(false);
  });

  it("answers 400 for an action the build does not have on this page", () => {
    const type = "multipart/form-data; boundary=b";
    const call = (url: string, id: string) =>
      refusal(post(url, { "next-action": id, "content-type": type }), options);
    expect(call("/contact", ACTION)).toBeNull();
    expect(call("/contact", "7f00")).toEqual({ status: 400 });
    expect(call("/team", ACTION)).toEqual({ status: 400 });
  });
});

describe("allowedMethods", () => {
  it("takes POST on the one-click unsubscribe, from any origin, and nowhere else among handlers", () => {
    expect(ONE_CLICK_PATH).toBe(NEWSLETTER_PATHS.oneClick);
    expect(allowedMethods(ONE_CLICK_PATH, routeHandlers)).toEqual(["GET", "HEAD", "POST"]);
    const oneClick = post(`${ONE_CLICK_PATH}?t=1.abc`, {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://mail.example.net",
    });
    expect(refusal(oneClick, options)).toBeNull();
    expect(refusal({ ...oneClick, url: "/contact" }, options)).toEqual({ status: 403 });
  });

  it("takes a same-origin POST on the person export, and refuses it from another origin", () => {
    expect(allowedMethods(PERSON_EXPORT_PATH, routeHandlers)).toEqual(["GET", "HEAD", "POST"]);
    const download = post(PERSON_EXPORT_PATH, {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://site.test",
    });
    expect(refusal(download, options)).toBeNull();
    expect(
      refusal(
        { ...download, headers: { ...download.headers, origin: "https://evil.example" } },
        options,
      ),
    ).toEqual({ status: 403 });
  });

  it("takes a same-origin urlencoded POST on the forms' submission, and refuses it from another origin", () => {
    const handlers = [...routeHandlers, /^\/forms\/submit\/?$/, /^\/forms\/token\/?$/];
    expect(allowedMethods(FORM_SUBMIT_PATH, handlers)).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/forms/token", handlers)).toEqual(["GET", "HEAD"]);
    const submission = post(`${FORM_SUBMIT_PATH}?form=contact`, {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      origin: "http://site.test",
    });
    const withHandlers = { ...options, routeHandlers: handlers };
    expect(refusal(submission, withHandlers)).toBeNull();
    // Urlencoded: handed to the route handler as it is.
    expect(needsBodyCheck(submission)).toBe(false);
    expect(
      refusal(
        { ...submission, headers: { ...submission.headers, origin: "https://evil.example" } },
        withHandlers,
      ),
    ).toEqual({ status: 403 });
    // Multipart to a route handler is read as a form's post to a page, and has no action.
    const form = multipart([["email", "a@example.com"]]);
    const where = { actions, pathname: FORM_SUBMIT_PATH };
    expect(bodyIsAcceptable({ "content-type": form.type }, form.body, where)).toBe(false);
  });

  it("takes a same-origin POST on the chat's posts, within their own small limit", () => {
    const handlers = [...routeHandlers, /^\/chat\/(?:start|send|email|session|stream)\/?$/];
    for (const chatPath of CHAT_POST_PATHS) {
      expect(allowedMethods(chatPath, handlers)).toEqual(["GET", "HEAD", "POST"]);
      expect(bodyLimitOf(chatPath)).toBe(BODY_LIMITS.chat);
      const message = post(chatPath, {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://site.test",
      });
      const withHandlers = { ...options, routeHandlers: handlers };
      expect(refusal(message, withHandlers)).toBeNull();
      expect(
        refusal(
          { ...message, headers: { ...message.headers, origin: "https://evil.example" } },
          withHandlers,
        ),
      ).toEqual({ status: 403 });
    }
    expect(allowedMethods("/chat/stream", handlers)).toEqual(["GET", "HEAD"]);
  });

  it("has no route handler of src/app accepting anything but GET, but the one-click, the person export, the forms' submission, the chat's posts and the activation beacon", () => {
    const dir = path.join(process.cwd(), "src/app");
    const handlers = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)route\.tsx?$/.test(file));
    expect(handlers.length).toBeGreaterThan(0);
    for (const file of handlers) {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      const methods = [
        ...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g),
      ].map((match) => match[1]);
      const accepted = file.includes("newsletter/one-click")
        ? ["GET", "POST"]
        : file.includes("admin/people/export") ||
            file === "forms/submit/route.ts" ||
            file === `${ACTIVATION_PATH.slice(1)}/route.ts` ||
            CHAT_POST_PATHS.some((chatPath) => file === `${chatPath.slice(1)}/route.ts`)
          ? ["POST"]
          : ["GET"];
      expect(methods, file).toEqual(methods.filter((method) => accepted.includes(method!)));
    }
    expect(allowedMethods("/admin/export/leads", routeHandlers)).toEqual(["GET", "HEAD"]);
  });
});

describe("the origin of a request and of its Origin", () => {
  it("believes X-Forwarded-Host and -Proto (their first) only from a trusted proxy", () => {
    const headers = {
      host: "internal:3000",
      forwardedHost: "site.test, proxy.internal",
      forwardedProto: "https, http",
    };
    expect(requestOrigin(headers, true)).toBe("https://site.test");
    expect(requestOrigin(headers, false)).toBe("http://internal:3000");
    expect(requestOrigin({ host: "internal:3000" }, true)).toBe("http://internal:3000");
    expect(requestOrigin({}, false)).toBeUndefined();
  });

  it("takes the site's address and ALLOWED_ORIGINS as the hosts it is served under", () => {
    expect(allowedHosts({})).toEqual(new Set([new URL(siteConfig.url).host]));
    expect(
      allowedHosts({
        NEXT_PUBLIC_SITE_URL: "https://www.example.org/",
        ALLOWED_ORIGINS: "https://example.org, http://Staging.example.org:8080",
      }),
    ).toEqual(new Set(["www.example.org", "example.org", "staging.example.org:8080"]));
  });

  it("requires an Origin only when asked, and refuses an opaque or malformed one", () => {
    const request = { host: "site.test" };
    const where = { trusted: false, hosts };
    expect(sameSiteOrigin(request, where)).toBe(true);
    expect(sameSiteOrigin(request, { ...where, required: true })).toBe(false);
    for (const origin of ["null", "not a url", "http://site.test.evil.example"]) {
      expect(sameSiteOrigin({ ...request, origin }, where), origin).toBe(false);
    }
    expect(sameSiteOrigin({ ...request, origin: "http://SITE.test" }, where)).toBe(true);
  });
});

describe("request bodies within their route's limits", () => {
  it("gives each body-taking route its limit", () => {
    expect(bodyLimitOf(FORM_SUBMIT_PATH)).toBe(BODY_LIMITS.form);
    expect(bodyLimitOf(ONE_CLICK_PATH)).toBe(BODY_LIMITS.oneClick);
    expect(bodyLimitOf(`/ar${ONE_CLICK_PATH}`)).toBe(BODY_LIMITS.oneClick);
    expect(bodyLimitOf(PERSON_EXPORT_PATH)).toBe(BODY_LIMITS.export);
    expect(bodyLimitOf("/contact")).toBe(BODY_LIMITS.page);
    expect(bodyLimitOf("/admin/leads/1")).toBe(BODY_LIMITS.page);
  });

  it("counts the fields of a form before anything parses it", () => {
    const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
    expect(fieldCount(urlencoded, Buffer.from("a=1&b=2&c"))).toBe(3);
    expect(fieldCount(urlencoded, Buffer.alloc(0))).toBe(0);
    const { body, type } = multipart([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect(fieldCount({ "content-type": type }, body)).toBe(2);
    expect(fieldCount({ "content-type": "text/plain" }, body)).toBe(0);
  });

  it("refuses a chunked body as soon as it passes the limit, keeping none of it", async () => {
    const limit = { bytes: 64 * 1024, text: "64 KB", fields: 8 };
    let sent = 0;
    let answeredAfter = -1;
    const server = http.createServer((req, res) => {
      void readBody(req, limit).then((read) => {
        answeredAfter = sent;
        res.statusCode = "tooLarge" in read ? 413 : 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const status = await new Promise<number>((resolve) => {
      const req = http.request({ port, host: "127.0.0.1", method: "POST", path: "/" }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on("error", () => {});
      const chunk = Buffer.alloc(16 * 1024, "x");
      const write = () => {
        // Chunked (no Content-Length), 8 MB at most, until the answer arrives.
        while (sent < 8 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
      };
      write();
    });
    server.close();
    expect(status).toBe(413);
    // Answered while the client was still sending: long before its 8 MB.
    expect(answeredAfter).toBeGreaterThan(limit.bytes);
    expect(answeredAfter).toBeLessThan(4 * 1024 * 1024);
  });
});

describe("the site's Server Actions", () => {
  it("take a form, if they do, after a first argument and within the first six, as takesForm assumes", () => {
    const dir = path.join(process.cwd(), "src");
    const signatures = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
      .filter((source) => /^["']use server["'];/m.test(source))
      .flatMap((source) => [...source.matchAll(/export async function \w+\(([^)]*)\)/g)])
      .map((match) => match[1]!.split(",").map((parameter) => parameter.trim()));
    expect(signatures.length).toBeGreaterThan(5);
    for (const parameters of signatures) {
      const form = parameters.findIndex((parameter) => parameter.includes("FormData"));
      expect([-1, 1, 2, 3, 4, 5], parameters.join(", ")).toContain(form);
    }
  });
});

describe("multipart", () => {
  it("reads the boundary, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc")).toBe("abc");
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data")).toBeNull();
  });

  it("parses a well-formed body and refuses a broken one", () => {
    const { body } = multipart([
      ["a", "1"],
      ["b", "two\r\nlines"],
    ]);
    expect(parseMultipart(body, "b0undary")?.map((part) => part.value.toString())).toEqual([
      "1",
      "two\r\nlines",
    ]);
    expect(
      parseMultipart(Buffer.from("--xyz\r\nContent-Disposition: form-da\0ta; na"), "xyz"),
    ).toBeNull();
    expect(parseMultipart(body.subarray(0, body.length - 6), "b0undary")).toBeNull();
  });

  it("accepts a client action only with the form's FormData as last argument", () => {
    const form = multipart([
      ["1_email", "a@example.com"],
      ["0", '["$undefined","$K1"]'],
    ]);
    const headers = (type: string) => ({ "content-type": type, "next-action": ACTION });
    expect(bodyIsAcceptable(headers(form.type), form.body, where)).toBe(true);
    const json = multipart([["0", '[{"email":"a@example.com"}]']]);
    expect(bodyIsAcceptable(headers(json.type), json.body, where)).toBe(false);
    const garbage = multipart([["0", "not json{"]]);
    expect(bodyIsAcceptable(headers(garbage.type), garbage.body, where)).toBe(false);
  });

  it("accepts a form posted without JavaScript only with an action of this page, in JSON", () => {
    const form = (id: string, bound = '[{"status":"idle"}]') =>
      multipart([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id, bound: "$@1" })],
        ["$ACTION_1:1", bound],
        ["email", "a@example.com"],
      ]);
    const accepts = (body: { body: Buffer; type: string }, pathname = "/contact") =>
      bodyIsAcceptable({ "content-type": body.type }, body.body, { actions, pathname });
    expect(accepts(form(ACTION))).toBe(true);
    expect(accepts(form(ACTION), "/team")).toBe(false);
    expect(accepts(form("7f00"))).toBe(false);
    expect(accepts(form(ACTION, "[{garbage"))).toBe(false);
    expect(accepts(multipart([[`$ACTION_ID_${ACTION}`, ""]]))).toBe(true);
    expect(accepts(multipart([["$ACTION_ID_7f00", ""]]))).toBe(false);
    expect(accepts(multipart([["email", "a@example.com"]]))).toBe(false);
  });
});

describe("the rest", () => {
  it("drops forwarding headers unless trusted", () => {
    const headers = { "x-forwarded-host": "evil", "x-forwarded-for": "1.2.3.4", host: "h" };
    dropUntrustedForwarding(headers, true);
    expect(headers["x-forwarded-host"]).toBe("evil");
    dropUntrustedForwarding(headers, false);
    expect(headers).toEqual({ host: "h" });
  });

  it("renders a page with no script, its words escaped, under the site's name", () => {
    const page = errorPage(413);
    expect(page).toContain("1 MB");
    expect(errorPage(413, BODY_LIMITS.form)).toContain("128 KB");
    expect(page).toContain(`| ${siteConfig.name}</title>`);
    expect(page).not.toMatch(/<script/i);
    expect(httpErrorCopy.siteName).toBe(siteConfig.name);
  });

  it("uses the site's colours, light and dark (src/app/globals.css)", () => {
    const css = fs.readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split("}")[0]!;
    const colour = (text: string, name: string) =>
      new RegExp(`--${name}:\\s*(#[0-9a-f]+)\\b`, "i").exec(text)?.[1];
    const page = errorPage(400);
    const [light, dark] = page.split("@media (prefers-color-scheme:dark)");
    for (const [ours, theirs] of [
      ["bg", "background"],
      ["fg", "foreground"],
      ["muted", "muted-foreground"],
      ["primary", "primary"],
    ] as const) {
      expect(colour(light!, ours), ours).toMatch(/^#/);
      expect(colour(light!, ours), ours).toBe(colour(block(":root"), theirs));
      expect(colour(dark!, ours), ours).toBe(colour(block(".dark"), theirs));
    }
  });

  it("times a slow client out well before Node's 5 minutes", () => {
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000);
  });
});

describe("what Node's parser refuses (answerClientErrors)", () => {
  /** Sends raw bytes to a server with the handler and returns what comes back before it closes. */
  async function exchange(bytes: string, options: http.ServerOptions = {}): Promise<string> {
    const server = http.createServer(options, (_req, res) => res.end("app"));
    answerClientErrors(server, () => ({ "X-Frame-Options": "DENY", "X-Test": "edge" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      return await new Promise<string>((resolve) => {
        let received = "";
        const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
        socket.on("data", (chunk) => (received += chunk.toString("latin1")));
        socket.on("close", () => resolve(received));
        socket.on("error", () => {});
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);
  const headerOf = (answer: string, name: string) =>
    new RegExp(`^${name}: (.*)$`, "im").exec(answer.split("\r\n\r\n")[0]!)?.[1]?.trim();

  it("answers a malformed request 400 with the given headers, then closes", async () => {
    const answer = await exchange("GET / HTTP/1.1\r\nHost: a\r\nNo colon here\r\n\r\n");
    expect(statusOf(answer)).toBe(400);
    expect(headerOf(answer, "X-Frame-Options")).toBe("DENY");
    expect(headerOf(answer, "X-Test")).toBe("edge");
    expect(headerOf(answer, "Connection")).toBe("close");
    expect(answer).toMatch(/\r\n\r\n400 Bad request\n$/);
  });

  it("answers headers over the limit 431 with the given headers", async () => {
    const answer = await exchange(
      `GET / HTTP/1.1\r\nHost: a\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`,
      { maxHeaderSize: 8192 },
    );
    expect(statusOf(answer)).toBe(431);
    expect(headerOf(answer, "X-Test")).toBe("edge");
    expect(answer).toMatch(/431 Request headers too large\n$/);
  });

  it("answers headers that do not arrive in time 408 with the given headers", async () => {
    const answer = await exchange("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: a", {
      headersTimeout: 300,
      requestTimeout: 400,
      connectionsCheckingInterval: 50,
    });
    expect(statusOf(answer)).toBe(408);
    expect(headerOf(answer, "X-Test")).toBe("edge");
  });

  it("leaves a well-formed request to the app", async () => {
    const answer = await exchange("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    expect(statusOf(answer)).toBe(200);
    expect(answer.endsWith("app")).toBe(true);
  });
});
