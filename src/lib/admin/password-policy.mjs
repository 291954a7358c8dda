// The one rule every new password of an inbox account meets: the owner's forms, "Your account",
// `npm run admin` (through src/lib/admin/account-rules.ts) and ADMIN_PASSWORD, which server.mjs
// checks before it serves anything (and owner.ts again before it sets the owner's password).
// Plain JavaScript for server.mjs; types in password-policy.d.mts.
import {
  COMMON_PASSWORDS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "../../config/admin-passwords.mjs";

/**
 * The owner's address when ADMIN_PASSWORD comes without ADMIN_EMAIL (an install from before
 * accounts existed): see owner.ts.
 */
export const LEGACY_OWNER_EMAIL = "admin@localhost";

const common = new Set(COMMON_PASSWORDS);

/** A password as the rules compare it: NFKC (as it is hashed), lower case, without whitespace. */
function plain(text) {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, "");
}

/**
 * What is wrong with a new password, or null: fewer than MIN_PASSWORD_LENGTH characters
 * ("short", counted as characters, not UTF-16 units), more than MAX_PASSWORD_LENGTH ("long"),
 * whitespace only ("blank"), one character repeated ("repeated"), the account's email or the
 * part before its @ ("email"), or one of COMMON_PASSWORDS ("common"); all but the lengths
 * compared in any case and with any whitespace.
 */
export function passwordProblem(password, email) {
  if (password.length > MAX_PASSWORD_LENGTH) return "long";
  if ([...password].length < MIN_PASSWORD_LENGTH) return "short";
  const text = plain(password);
  if (text === "") return "blank";
  if (new Set(text).size === 1) return "repeated";
  if (email) {
    const address = plain(email);
    const at = address.lastIndexOf("@");
    if (text === address || (at > 0 && text === address.slice(0, at))) return "email";
  }
  if (common.has(text)) return "common";
  return null;
}

const ownerProblems = {
  long: `ADMIN_PASSWORD is longer than ${MAX_PASSWORD_LENGTH} characters.`,
  short: `ADMIN_PASSWORD has fewer than ${MIN_PASSWORD_LENGTH} characters.`,
  blank: "ADMIN_PASSWORD is only whitespace.",
  repeated: "ADMIN_PASSWORD is one character repeated.",
  email: "ADMIN_PASSWORD is the owner's email address (or the part before its @).",
  common: "ADMIN_PASSWORD is one of the most common passwords, the first that anyone tries.",
};

/**
 * Why the environment's owner password (ADMIN_PASSWORD, for ADMIN_EMAIL or LEGACY_OWNER_EMAIL)
 * may not be used, in a sentence for the server's log, or null when it may (or is not set).
 */
export function ownerEnvironmentProblem(env) {
  const password = env.ADMIN_PASSWORD;
  if (!password) return null;
  const problem = passwordProblem(password, env.ADMIN_EMAIL?.trim() || LEGACY_OWNER_EMAIL);
  if (!problem) return null;
  return `${ownerProblems[problem]} Set one of at least ${MIN_PASSWORD_LENGTH} characters that is none of these: whitespace only, one character repeated, the owner's email, a common password.`;
}
