import { describe, expect, it } from "vitest";

import { allowedMethods, bodyIsAcceptable, ONE_CLICK_PATH, refusal } from "./edge.mjs";

// The one-click unsubscribe (RFC 8058) at the edge: mail providers POST it from their own servers
// to the URL of the List-Unsubscribe header, which for an Arabic subscriber is under /ar. RFC 8058
// §3.1: the POST SHOULD be multipart/form-data, MAY be urlencoded.

/** The route handlers as the build lists them: the locales' twin is /[locale]/newsletter/one-click. */
const routeHandlers = [
  /^\/health\/?$/,
  /^\/newsletter\/one-click\/?$/,
  /^\/[^/]+\/newsletter\/one-click\/?$/,
];
const options = {
  routeHandlers,
  actions: new Map<string, RegExp[]>(),
  trusted: false,
  hosts: new Set(["cedarwave.test"]),
};
const boundary = "provider0boundary";
const multipartBody = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
);
const multipartHeaders = {
  host: "cedarwave.test",
  origin: "https://mail-provider.example",
  "content-type": `multipart/form-data; boundary=${boundary}`,
};

describe("the one-click unsubscribe at the HTTP edge", () => {
  it("takes POST under a locale's prefix too, from any origin", () => {
    for (const path of [ONE_CLICK_PATH, `/ar${ONE_CLICK_PATH}`]) {
      expect(allowedMethods(path, routeHandlers), path).toEqual(["GET", "HEAD", "POST"]);
      const post = { method: "POST", url: `${path}?t=1.abc`, headers: multipartHeaders };
      expect(refusal(post, options), path).toBeNull();
    }
    // Other handlers under a prefix stay GET-only.
    expect(allowedMethods("/ar/health", [/^\/[^/]+\/health\/?$/])).toEqual(["GET", "HEAD"]);
  });

  it("hands a well-formed multipart body to the handler, and still refuses a malformed one", () => {
    for (const pathname of [ONE_CLICK_PATH, `/ar${ONE_CLICK_PATH}`]) {
      const where = { actions: options.actions, pathname };
      expect(bodyIsAcceptable(multipartHeaders, multipartBody, where), pathname).toBe(true);
      expect(
        bodyIsAcceptable(multipartHeaders, Buffer.from(`--${boundary}\r\ngarbage`), where),
      ).toBe(false);
    }
    // A multipart post to a page is still a form's, and needs a Server Action of the build.
    const page = { actions: options.actions, pathname: "/contact" };
    expect(bodyIsAcceptable(multipartHeaders, multipartBody, page)).toBe(false);
  });
});
