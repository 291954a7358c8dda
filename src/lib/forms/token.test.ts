import { describe, expect, it } from "vitest";

import { TIME_TRAP } from "@/config/forms";

import { checkToken, issueToken, MIN_FILL_MS, minFillOf } from "./token";

const secret = "x".repeat(64);
const client = "a1".repeat(16);
const otherClient = "b2".repeat(16);

describe("time-trap token", () => {
  const issued = 1_790_000_000_000;
  const token = issueToken(secret, "contact", client, issued);
  const status = (check: ReturnType<typeof checkToken>) => check.status;

  it("accepts a token from its client between the minimum fill time and its life", () => {
    expect(status(checkToken(secret, "contact", client, token, issued + TIME_TRAP.minFillMs))).toBe(
      "ok",
    );
    expect(status(checkToken(secret, "contact", client, token, issued + TIME_TRAP.maxAgeMs))).toBe(
      "ok",
    );
  });

  it("lives hours, not a day", () => {
    expect(TIME_TRAP.maxAgeMs).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
    expect(TIME_TRAP.maxAgeMs).toBeGreaterThanOrEqual(30 * 60 * 1000);
  });

  it("names the token for its used-token record, expiring with the token", () => {
    const check = checkToken(secret, "contact", client, token, issued + 10_000);
    expect(check).toEqual({
      status: "ok",
      id: token.split(".")[2],
      expiresAt: new Date(issued + TIME_TRAP.maxAgeMs),
    });
  });

  it("issues a distinct token each time, even in the same millisecond", () => {
    const again = issueToken(secret, "contact", client, issued);
    expect(again).not.toBe(token);
    const ids = [token, again].map((one) => {
      const check = checkToken(secret, "contact", client, one, issued + 10_000);
      return check.status === "ok" ? check.id : null;
    });
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("rejects an instant submission and an expired token", () => {
    expect(
      status(checkToken(secret, "contact", client, token, issued + TIME_TRAP.minFillMs - 1)),
    ).toBe("too-fast");
    expect(
      status(checkToken(secret, "contact", client, token, issued + TIME_TRAP.maxAgeMs + 1)),
    ).toBe("expired");
  });

  it("rejects a token issued to another address", () => {
    expect(status(checkToken(secret, "contact", otherClient, token, issued + 10_000))).toBe(
      "invalid",
    );
  });

  it("rejects forged, tampered, foreign and missing tokens", () => {
    expect(status(checkToken(secret, "contact", client, null))).toBe("missing");
    expect(status(checkToken(secret, "contact", client, ""))).toBe("missing");
    expect(status(checkToken(secret, "contact", client, "garbage"))).toBe("invalid");
    const [time, nonce, signature] = token.split(".");
    const at = issued + 10_000;
    expect(
      status(
        checkToken(secret, "contact", client, `${Number(time) - 60_000}.${nonce}.${signature}`, at),
      ),
    ).toBe("invalid");
    expect(
      status(checkToken(secret, "contact", client, `${time}.${"n".repeat(22)}.${signature}`, at)),
    ).toBe("invalid");
    // The 24-hour format of before (no nonce, no address) is not a token any more.
    expect(status(checkToken(secret, "contact", client, `${time}.${signature}`, at))).toBe(
      "invalid",
    );
    expect(status(checkToken(secret, "support", client, token, at))).toBe("invalid");
    expect(status(checkToken("y".repeat(64), "contact", client, token, at))).toBe("invalid");
  });

  it("checks a confirmation token for its own purpose, with the fill time it is given", () => {
    const confirm = issueToken(secret, "newsletter:confirm", client, issued);
    expect(status(checkToken(secret, "newsletter:confirm", client, confirm, issued, 0))).toBe("ok");
    expect(status(checkToken(secret, "newsletter", client, confirm, issued + 10_000))).toBe(
      "invalid",
    );
    expect(status(checkToken(secret, "newsletter:confirm", otherClient, confirm, issued, 0))).toBe(
      "invalid",
    );
  });
});

describe("the minimum fill time", () => {
  it("is TIME_TRAP's 3 s unless FORM_MIN_FILL_MS gives whole milliseconds from 500 to 10,000", () => {
    expect(MIN_FILL_MS).toBe(TIME_TRAP.minFillMs);
    expect(TIME_TRAP.minFillMs).toBe(3_000);
    expect(minFillOf("1000")).toBe(1_000);
    expect(minFillOf("500")).toBe(500);
    expect(minFillOf("10000")).toBe(10_000);
    for (const value of [undefined, "", "499", "10001", "1.5", "0", "-1000", "fast"]) {
      expect(minFillOf(value), String(value)).toBe(3_000);
    }
  });
});
