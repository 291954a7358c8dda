import { describe, expect, it } from "vitest";

import { clientIp, hashIp } from "./client-ip.mjs";

describe("client address", () => {
  it("uses the socket address from our server and ignores a client's X-Forwarded-For", () => {
    const headers = new Headers({ "x-client-ip": "10.1.1.1", "x-forwarded-for": "6.6.6.6" });
    expect(clientIp(headers, false)).toBe("10.1.1.1");
  });

  it("behind a trusted proxy uses the address the proxy appended", () => {
    const headers = new Headers({
      "x-client-ip": "10.0.0.2",
      "x-forwarded-for": "6.6.6.6, 203.0.113.9",
    });
    expect(clientIp(headers, true)).toBe("203.0.113.9");
  });

  it("hashes addresses with a key", () => {
    expect(hashIp("203.0.113.9", "k1")).toHaveLength(32);
    expect(hashIp("203.0.113.9", "k1")).not.toBe(hashIp("203.0.113.9", "k2"));
  });
});
