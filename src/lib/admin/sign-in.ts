import "server-only";

import { MAX_PASSWORD_LENGTH, SIGN_IN_LIMITS } from "@/config/admin";
import { findAccountByEmail, recordSignIn, type AdminUser } from "@/lib/db/accounts";
import { recordAudit } from "@/lib/db/audit";
import {
  giveBackRateLimit,
  peekRateLimit,
  takeRateLimit,
  type RateLimitHit,
} from "@/lib/db/queries";
import { emailKeyHash } from "@/lib/security/keyed-hash";

import { changeOwnPassword, type ChangedBy } from "./account-rules";
import { ensureOwnerAccount, LEGACY_OWNER_EMAIL, ownerFromEnvironment } from "./owner";
import { dummyHash, verifyPassword } from "./passwords";

/**
 * The limits of SIGN_IN_LIMITS as rate-limit buckets. Every attempt at a password is counted
 * before the password is checked (takeRateLimit: atomic, so however many arrive at once, no more
 * are checked than a limit allows); a right one is then given back to the per-account, global,
 * clean-address and address-failure limits, so that those count failures (and attempts being
 * checked), while the per-address limit counts every attempt. An attempt that ends in an error
 * stays counted.
 */
interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const everyoneLimit: Limit = { key: "admin-login:failures", ...SIGN_IN_LIMITS.failuresEveryone };
const accountLimit = (email: string): Limit => ({
  key: `admin-login:account-failures:${emailKeyHash(email.trim().toLowerCase())}`,
  ...SIGN_IN_LIMITS.failuresPerAccount,
});
const addressLimit = (ipHash: string): Limit => ({
  key: `admin-login:ip:${ipHash}`,
  ...SIGN_IN_LIMITS.attemptsPerAddress,
});
const addressFailures = (ipHash: string): Limit => ({
  key: `admin-login:ip-failures:${ipHash}`,
  ...SIGN_IN_LIMITS.failuresPerAddress,
});
const cleanAddressLimit = (email: string): Limit => ({
  key: `admin-login:clean-attempts:${emailKeyHash(email.trim().toLowerCase())}`,
  ...SIGN_IN_LIMITS.attemptsFromCleanAddresses,
});

function retryIn(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/**
 * Counts an attempt in each limit, in order; at the first that refuses, gives back what it took
 * and answers the seconds until every limit that is full, of these and of `later`, lets an
 * attempt through.
 */
async function countAttempt(
  limits: Limit[],
  later: Limit[] = [],
): Promise<{ hits: RateLimitHit[] } | { retryInSeconds: number }> {
  const hits: RateLimitHit[] = [];
  for (const [index, limit] of limits.entries()) {
    const taken = await takeRateLimit(limit.key, limit.windowMs, limit.max);
    if (taken.hit) {
      hits.push(taken.hit);
      continue;
    }
    await giveBack(hits);
    const others = await Promise.all(
      [...limits.slice(index + 1), ...later].map(async (other) => {
        const hit = await peekRateLimit(other.key, other.windowMs);
        return hit.count >= other.max ? hit.resetAt.getTime() : 0;
      }),
    );
    return { retryInSeconds: retryIn(new Date(Math.max(taken.resetAt.getTime(), ...others))) };
  }
  return { hits };
}

async function giveBack(hits: RateLimitHit[]): Promise<void> {
  await Promise.all(hits.map((hit) => giveBackRateLimit(hit)));
}

/**
 * An email that is no account never fills everyone's limit, but a full one refuses it alike (its
 * place in the email's own limit given back), so that "too many attempts" against "wrong" does not
 * tell which emails are accounts.
 */
async function refusedAlike(
  hits: RateLimitHit[],
): Promise<{ hits: RateLimitHit[] } | { retryInSeconds: number }> {
  const everyone = await peekRateLimit(everyoneLimit.key, everyoneLimit.windowMs);
  if (everyone.count < everyoneLimit.max) return { hits };
  await giveBack(hits);
  return { retryInSeconds: retryIn(everyone.resetAt) };
}

export type SignInOutcome =
  | { ok: true; user: AdminUser }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryInSeconds: number };

/**
 * Checks an email and password against the accounts, within the limits above, and records the
 * attempt in the audit trail (signIn in auth.ts then starts the session). A wrong
 * password, an unknown email and a disabled account all answer "wrong" after the same work (a
 * scrypt verification), so the answer and its timing do not tell which accounts exist.
 */
export async function checkSignIn(
  emailInput: string,
  password: string,
  ipHash: string,
): Promise<SignInOutcome> {
  await ensureOwnerAccount();
  const owner = ownerFromEnvironment();
  const email = (emailInput.trim() || (owner?.legacy ? LEGACY_OWNER_EMAIL : "")).toLowerCase();

  const account = email ? await findAccountByEmail(email) : undefined;
  // Failures against an email that is no account never count for everyone.
  const limits = [accountLimit(email), ...(account ? [everyoneLimit] : [])];
  // Per address, every attempt counts, whatever comes of it.
  const byAddress = await countAttempt([addressLimit(ipHash)], limits);
  if ("retryInSeconds" in byAddress) {
    return { ok: false, reason: "limited", retryInSeconds: byAddress.retryInSeconds };
  }
  const failures = addressFailures(ipHash);
  const clean = (await peekRateLimit(failures.key, failures.windowMs)).count === 0;
  let attempt = await countAttempt(limits);
  if (!account && "hits" in attempt) attempt = await refusedAlike(attempt.hits);
  if ("retryInSeconds" in attempt) {
    // Others' failures filled the account's or everyone's limit: an address that has not
    // failed is still heard, within the account's attempts from clean addresses.
    const refused = attempt;
    if (!clean) return { ok: false, reason: "limited", retryInSeconds: refused.retryInSeconds };
    attempt = await countAttempt([cleanAddressLimit(email)]);
    if ("retryInSeconds" in attempt) {
      return { ok: false, reason: "limited", retryInSeconds: refused.retryInSeconds };
    }
  }
  // Counted as the address's failure until the password is found right.
  const failure = await countAttempt([failures]);
  const hits = [...attempt.hits, ...("hits" in failure ? failure.hits : [])];

  const matches = await verifyPassword(
    password.slice(0, MAX_PASSWORD_LENGTH + 1),
    account?.passwordHash ?? (await dummyHash()),
  );
  if (!account || !matches || account.disabledAt) {
    // The attempt stays counted: it is a failure.
    await recordAudit({
      action: "sign_in.failed",
      actor: account ? { id: account.id, email: account.email } : null,
      target: account ? `account #${account.id}` : "unknown account",
      detail: { reason: !account ? "unknown" : account.disabledAt ? "disabled" : "password" },
      ipHash,
    });
    return { ok: false, reason: "wrong" };
  }
  await giveBack(hits);
  await recordSignIn(account.id);
  await recordAudit({
    action: "sign_in",
    actor: { id: account.id, email: account.email },
    target: `account #${account.id}`,
    ipHash,
  });
  return { ok: true, user: withoutHash(account) };
}

function withoutHash(account: AdminUser & { passwordHash: string }): AdminUser {
  const user: Partial<typeof account> = { ...account };
  delete user.passwordHash;
  return user as AdminUser;
}

/**
 * Someone signed in changes their own password (Your account). The current password is an
 * attempt at the account's limit like a sign-in's, counted before it is checked: guesses (someone
 * at an unlocked screen) are failures of the account, and once its limit is reached both the
 * change and its sign-ins wait.
 */
export async function changeOwnPasswordWithinLimits(
  user: Pick<AdminUser, "id" | "email">,
  current: string,
  next: string,
  keepSessionHash: string,
  by: ChangedBy,
): Promise<Awaited<ReturnType<typeof changeOwnPassword>> | "limited"> {
  const attempt = await countAttempt([accountLimit(user.email)]);
  if ("retryInSeconds" in attempt) return "limited";
  const result = await changeOwnPassword(user.id, current, next, keepSessionHash, by);
  // A right current password is given back, whatever is wrong with the new one.
  if (result !== "wrongCurrent") await giveBack(attempt.hits);
  return result;
}
