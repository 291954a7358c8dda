/** Facts of the team inbox that its code and its copy share. */

/** The shortest and longest passwords (in plain JavaScript for server.mjs's start check). */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./admin-passwords.mjs";

/**
 * Sign-in limits, counted in the database so every instance shares them (keys hold hashes):
 * - per client address: 9 attempts a minute;
 * - per account (the email typed): after 10 failures in 15 minutes, wherever they came from,
 *   that account's sign-ins from addresses that have failed wait until the window ends;
 * - for everyone: after 60 failures in 10 minutes against accounts that exist, across all
 *   addresses, sign-ins from addresses that have failed wait until the window ends, so spreading
 *   guesses over many accounts does not help. Failures against emails that are no account never
 *   count here: made-up emails cannot fill it;
 * - an address with no failure of its own in 15 minutes (a clean address, such as the owner's
 *   at home) is not kept out by the two limits above, which others' failures fill: its attempt is
 *   still checked, up to 100 such attempts per account in 15 minutes. A guesser with many
 *   addresses gets one guess from each, at most 110 per account in 15 minutes; keeping the team
 *   out takes over a hundred addresses failing against one real account every 15 minutes
 *   (`npm run admin` works regardless).
 * Every attempt is counted before its password is checked, in one atomic statement per limit, so
 * that however many arrive at once no more passwords are checked than a limit allows; a right
 * password is then given back to the per-account and global limits, so those count failures
 * (and the attempts being checked) and only the per-address limit counts successes. Guesses of
 * the current password under "Your account" count towards their account's limit the same way.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerAddress: { max: 9, windowMs: 60_000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** Failures against accounts that exist, all together (made-up emails never fill it). */
  failuresEveryone: { max: 60, windowMs: 10 * 60_000 },
  /** An address's own failures: one with none is "clean" (see attemptsFromCleanAddresses). */
  failuresPerAddress: { max: 1_000, windowMs: 15 * 60_000 },
  /**
   * When an account's or everyone's failures are full, attempts at that account from clean
   * addresses are still checked, this many: so that others' failures, from other addresses,
   * do not keep its owner out, while a guesser with many addresses stays bounded.
   */
  attemptsFromCleanAddresses: { max: 100, windowMs: 15 * 60_000 },
} as const;
