import { describe, expect, it } from "vitest";

import {
  checkConfirmToken,
  checkUnsubscribeToken,
  CONFIRM_LINK_LIFE_MS,
  confirmToken,
  suppressionHash,
  tokenSubscriberId,
  unsubscribeToken,
} from "./newsletter-links";

const secret = "s".repeat(64);
const subscriber = { id: 42, email: "Ada@Example.com" };
const now = Date.UTC(2026, 10, 23);

describe("newsletter links", () => {
  it("confirms within 7 days, and not after", () => {
    const token = confirmToken(secret, 42, "ada@example.com", now);
    expect(tokenSubscriberId(token)).toBe(42);
    expect(checkConfirmToken(secret, token, subscriber, now + 1000)).toBe("ok");
    expect(checkConfirmToken(secret, token, subscriber, now + CONFIRM_LINK_LIFE_MS - 1)).toBe("ok");
    expect(checkConfirmToken(secret, token, subscriber, now + CONFIRM_LINK_LIFE_MS + 1)).toBe(
      "expired",
    );
  });

  it("cannot be forged, moved to another subscriber or used for the other purpose", () => {
    const token = confirmToken(secret, 42, "ada@example.com", now);
    expect(checkConfirmToken("t".repeat(64), token, subscriber, now)).toBe("invalid");
    expect(checkConfirmToken(secret, token, { id: 42, email: "eve@example.com" }, now)).toBe(
      "invalid",
    );
    expect(
      checkConfirmToken(secret, token.replace(/^42\./, "43."), { ...subscriber, id: 43 }, now),
    ).toBe("invalid");
    const later = `${42}.${now + 10 * CONFIRM_LINK_LIFE_MS}.${token.split(".")[2]}`;
    expect(checkConfirmToken(secret, later, subscriber, now)).toBe("invalid");
    const unsubscribe = unsubscribeToken(secret, 42, "ada@example.com");
    expect(checkConfirmToken(secret, unsubscribe, subscriber, now)).toBe("invalid");
  });

  it("unsubscribes with a link that never expires and only for its own subscriber", () => {
    const token = unsubscribeToken(secret, 42, "ADA@example.com");
    expect(checkUnsubscribeToken(secret, token, subscriber)).toBe(true);
    expect(checkUnsubscribeToken(secret, token, { id: 42, email: "eve@example.com" })).toBe(false);
    expect(checkUnsubscribeToken(secret, token, { id: 43, email: subscriber.email })).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(checkUnsubscribeToken(secret, flipped, subscriber)).toBe(false);
    expect(checkUnsubscribeToken(secret, "42.x", subscriber)).toBe(false);
  });

  it("keeps a hash of the address on the suppression list, the same for any spelling", () => {
    expect(suppressionHash(" Ada@Example.com ")).toBe(suppressionHash("ada@example.com"));
    expect(suppressionHash("ada@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(suppressionHash("ada@example.com")).not.toContain("ada");
  });

  it("names no subscriber past a PostgreSQL integer: 2147483648 and 9999999999 are unknown ids", () => {
    const mac = "A".repeat(43);
    expect(tokenSubscriberId(`2147483647.${mac}`)).toBe(2_147_483_647);
    for (const id of ["2147483648", "9999999999", "0", "042"]) {
      expect(tokenSubscriberId(`${id}.${mac}`), id).toBeNull();
      expect(tokenSubscriberId(`${id}.${now}.${mac}`), id).toBeNull();
    }
  });
});
