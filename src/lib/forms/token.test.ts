import { describe, expect, it } from "vitest";

import { checkToken, issueToken, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./token";

const secret = "x".repeat(64);

describe("time-trap token", () => {
  const issued = 1_790_000_000_000;
  const token = issueToken(secret, "contact", issued);

  it("accepts a token between 3 s and 24 h old", () => {
    expect(checkToken(secret, "contact", token, issued + MIN_FILL_MS)).toBe("ok");
    expect(checkToken(secret, "contact", token, issued + MAX_TOKEN_AGE_MS)).toBe("ok");
  });

  it("rejects an instant submission and an expired token", () => {
    expect(checkToken(secret, "contact", token, issued + MIN_FILL_MS - 1)).toBe("too-fast");
    expect(checkToken(secret, "contact", token, issued + MAX_TOKEN_AGE_MS + 1)).toBe("expired");
  });

  it("rejects forged, tampered, foreign and missing tokens", () => {
    expect(checkToken(secret, "contact", null)).toBe("missing");
    expect(checkToken(secret, "contact", "")).toBe("missing");
    expect(checkToken(secret, "contact", "garbage")).toBe("invalid");
    const [time, signature] = token.split(".");
    expect(
      checkToken(secret, "contact", `${Number(time) - 60_000}.${signature}`, issued + 10_000),
    ).toBe("invalid");
    expect(checkToken(secret, "support", token, issued + 10_000)).toBe("invalid");
    expect(checkToken("y".repeat(64), "contact", token, issued + 10_000)).toBe("invalid");
  });
});
