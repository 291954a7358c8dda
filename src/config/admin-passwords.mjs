// The password facts of the team inbox's accounts, in plain JavaScript so that server.mjs can
// check ADMIN_PASSWORD before it serves anything (src/lib/admin/password-policy.mjs); the app
// reads them through src/config/admin.ts.

/** The shortest password an inbox account may have (forms, the command line, the copy). */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest accepted: hashing megabytes on a sign-in would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The least strength a password must have: the score (0-4) of the zxcvbn estimator
 * (src/lib/admin/password-policy.mjs), 3 being "safely unguessable: moderate protection from an
 * offline attack" (about 10^8 guesses and more).
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this site that a guesser tries with a password: the estimator counts them known. */
export const SITE_WORDS = ["cedarwave", "cedar", "wave", "admin", "inbox"];
