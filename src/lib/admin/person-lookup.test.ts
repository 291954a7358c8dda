import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOOKUP_TTL_MS, openLookup, sealLookup } from "./person-lookup";

// The person view's URLs carry the address sealed: opaque, for the staff member who looked it
// up, for an hour, and refused when altered.

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-lookup-"));
const EMAIL = "ada.lovelace+x@example.com";

beforeAll(() => {
  process.env.DATA_DIR = tempDir;
  process.env.SESSION_SECRET = "test-session-secret-that-is-long-enough-0123456";
});
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

describe("a person lookup's token", () => {
  it("holds the address for its staff member, and shows nothing of it", () => {
    const now = Date.now();
    const token = sealLookup(EMAIL, 7, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const part of ["ada", "lovelace", "example", "%40", "@"]) {
      expect(token.toLowerCase()).not.toContain(part);
    }
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("example");
    expect(openLookup(token, 7, now)).toBe(EMAIL);
    expect(openLookup(token, 7, now + LOOKUP_TTL_MS)).toBe(EMAIL);
    expect(sealLookup(EMAIL, 7, now)).not.toBe(token);
  });

  it("opens for no one else, not after its hour, and not when altered", () => {
    const now = Date.now();
    const token = sealLookup(EMAIL, 7, now);
    expect(openLookup(token, 8, now)).toBeNull();
    expect(openLookup(token, 7, now + LOOKUP_TTL_MS + 1)).toBeNull();
    const bytes = Buffer.from(token, "base64url");
    bytes[20] = bytes[20]! ^ 1;
    expect(openLookup(bytes.toString("base64url"), 7, now)).toBeNull();
    for (const junk of [undefined, ["a", "b"], "", EMAIL, "x".repeat(60)]) {
      expect(openLookup(junk, 7, now)).toBeNull();
    }
  });
});
