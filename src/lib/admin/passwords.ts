import crypto from "node:crypto";
import { promisify } from "node:util";

import { MAX_PASSWORD_LENGTH } from "@/config/admin";

/**
 * Inbox passwords, hashed with scrypt (node:crypto, no package needed): `scrypt$N$r$p$salt$hash`
 * with the salt and hash in base64url. The cost (N = 2^15, r = 8, p = 1: 32 MiB and about 60 ms
 * here) is stored with each hash, so it can be raised later without breaking old ones.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;

/**
 * The cost new hashes are made at: COST, except in the unit tests (NODE_ENV "test", which Vitest
 * sets), where SCRYPT_TEST_N (a power of two, set in vitest.config.ts) lowers N so that the tests
 * that hash and verify hundreds of passwords do not spend minutes in scrypt. A server or the
 * command line never runs with NODE_ENV "test"; passwords.test.ts checks both cases.
 */
export function hashCost(env: Record<string, string | undefined> = process.env): {
  N: number;
  r: number;
  p: number;
} {
  const testN = Number(env.SCRYPT_TEST_N);
  if (
    env.NODE_ENV === "test" &&
    Number.isInteger(testN) &&
    testN >= 2 &&
    (testN & (testN - 1)) === 0
  ) {
    return { ...COST, N: testN };
  }
  return COST;
}
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that: leave room. */
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const cost = hashCost();
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    ...cost,
    maxmem: MAX_MEMORY,
  });
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Whether `password` matches `stored` (in constant time); a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match || password.length > MAX_PASSWORD_LENGTH) return false;
  const [, N, r, p, salt, expected] = match;
  const want = Buffer.from(expected!, "base64url");
  const got = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt!, "base64url"),
    want.length,
    {
      N: Number(N),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    },
  );
  return crypto.timingSafeEqual(got, want);
}

/**
 * A hash of nothing anyone knows, verified against when the email matches no account, so that a
 * sign-in takes as long whether or not the account exists.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString("base64url"));
  return dummy;
}
