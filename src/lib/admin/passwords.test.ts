import { describe, expect, it } from "vitest";

import { hashPassword, verifyPassword } from "./passwords";

describe("inbox passwords", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the same password", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("matches nothing against a malformed hash, and refuses absurdly long passwords", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$1$1$$")).toBe(false);
    const stored = await hashPassword("a".repeat(20));
    expect(await verifyPassword("a".repeat(100_000), stored)).toBe(false);
  });
});
