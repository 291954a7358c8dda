/** Facts of the team inbox that its code and its copy share. */

/** The shortest and longest passwords (in plain JavaScript for server.mjs's start check). */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./admin-passwords.mjs";

/**
 * Sign-in limits, counted in the database so every instance shares them (keys hold hashes):
 * - per client address: 9 attempts a minute;
 * - per account (the email typed): after 10 failures in 15 minutes, wherever they came from,
 *   that account's sign-ins wait until the window ends;
 * - for everyone: after 60 failures in 10 minutes across all addresses and accounts, every
 *   sign-in waits until the window ends, so spreading guesses over many addresses and many
 *   accounts does not help. The price is that a flood can pause the team's sign-ins too (for 10
 *   minutes at most; `npm run admin` works regardless), which beats a guessed password.
 * Every attempt is counted before its password is checked, in one atomic statement per limit, so
 * that however many arrive at once no more passwords are checked than a limit allows; a right
 * password is then given back to the per-account and global limits, so those count failures
 * (and the attempts being checked) and only the per-address limit counts successes. Guesses of
 * the current password under "Your account" count towards their account's limit the same way.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerAddress: { max: 9, windowMs: 60_000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  failuresEveryone: { max: 60, windowMs: 10 * 60_000 },
} as const;
