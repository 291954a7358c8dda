/** Facts of the team inbox that its code and its copy share. */

/** The shortest password an inbox account may have (forms, the command line, the copy). */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest accepted: hashing megabytes on a sign-in would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Sign-in limits, counted in the database so every instance shares them (keys hold hashes):
 * - per client address: 9 attempts a minute;
 * - per account (the email typed): after 10 failures in 15 minutes, wherever they came from,
 *   that account's sign-ins wait until the window ends;
 * - for everyone: after 60 failures in 10 minutes across all addresses and accounts, every
 *   sign-in waits until the window ends, so spreading guesses over many addresses and many
 *   accounts does not help. The price is that a flood can pause the team's sign-ins too (for 10
 *   minutes at most; `npm run admin` works regardless), which beats a guessed password.
 * Successful sign-ins count only towards the per-address limit.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerAddress: { max: 9, windowMs: 60_000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  failuresEveryone: { max: 60, windowMs: 10 * 60_000 },
} as const;
