import { beforeAll, describe, expect, it, vi } from "vitest";

import { hashCost, hashPassword, verifyPassword } from "./passwords";

describe("inbox passwords", () => {
  beforeAll(() => {
    // At the production cost: the unit tests' lower one (vitest.config.ts) is set aside here.
    vi.stubEnv("SCRYPT_TEST_N", "");
  });

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

  it("lowers the cost only for the unit tests, and verifies a hash at the cost it names", async () => {
    const production = { N: 32768, r: 8, p: 1 };
    expect(hashCost({})).toEqual(production);
    expect(hashCost({ SCRYPT_TEST_N: "1024" })).toEqual(production);
    expect(hashCost({ NODE_ENV: "production", SCRYPT_TEST_N: "1024" })).toEqual(production);
    expect(hashCost({ NODE_ENV: "development", SCRYPT_TEST_N: "1024" })).toEqual(production);
    expect(hashCost({ NODE_ENV: "test", SCRYPT_TEST_N: "" })).toEqual(production);
    expect(hashCost({ NODE_ENV: "test", SCRYPT_TEST_N: "1000" })).toEqual(production);
    expect(hashCost({ NODE_ENV: "test", SCRYPT_TEST_N: "1024" })).toEqual({
      ...production,
      N: 1024,
    });

    vi.stubEnv("SCRYPT_TEST_N", "1024");
    try {
      const cheap = await hashPassword("correct horse battery");
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
      expect(await verifyPassword("correct horse batterY", cheap)).toBe(false);
    } finally {
      vi.stubEnv("SCRYPT_TEST_N", "");
    }
  });
});
