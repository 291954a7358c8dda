// The one rule every new password of an inbox account meets: the owner's forms, "Your account",
// `npm run admin` (through src/lib/admin/account-rules.ts) and ADMIN_PASSWORD, which server.mjs
// checks before it serves anything (and owner.ts again before it sets the owner's password).
// Plain JavaScript for server.mjs; types in password-policy.d.mts.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";

import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  SITE_WORDS,
} from "../../config/admin-passwords.mjs";

/**
 * The owner's address when ADMIN_PASSWORD comes without ADMIN_EMAIL (an install from before
 * accounts existed): see owner.ts.
 */
export const LEGACY_OWNER_EMAIL = "admin@localhost";

/**
 * The strength estimator's verdict on a password ({ score, warning, suggestions }): zxcvbn, run
 * in a child process (password-strength.mjs, by path from the project's root, where the server,
 * the command line and the tests run), so that its dictionaries (about 80 MB) never stay in the
 * server. A password is set rarely (an account added or reset, the owner's at start): the
 * child's 0.2-0.5 s are spent then. The password goes on its standard input, never in its
 * arguments (which other users of the machine can list).
 *
 * The unit tests, which judge a hundred passwords, run the same estimator in their own process
 * (password-estimator.mjs, loaded once): 0.5-2 s of a child's start each time would be most of
 * their time. PASSWORD_STRENGTH_IN_PROCESS asks for that (vitest.config.ts sets it), and is
 * heard only under NODE_ENV "test", which no server or command line runs with;
 * password-policy.test.ts checks that both ways give the same verdicts.
 */
function strength(password, known) {
  const { score, warning, suggestions } = estimatorInProcess()
    ? inProcess().estimate(password, known)
    : JSON.parse(
        execFileSync(process.execPath, [path.join(process.cwd(), ...STRENGTH_SCRIPT)], {
          input: JSON.stringify({ password, known }),
          encoding: "utf8",
          timeout: 30_000,
        }),
      );
  return { score, feedback: { warning, suggestions } };
}

const STRENGTH_SCRIPT = ["src", "lib", "admin", "password-strength.mjs"];

function estimatorInProcess() {
  return process.env.NODE_ENV === "test" && process.env.PASSWORD_STRENGTH_IN_PROCESS === "1";
}

/** @returns {typeof import("./password-estimator.mjs")} */
function inProcess() {
  // Loaded when first asked for (require of an ES module, Node >= 20.19), never by a server.
  return createRequire(import.meta.url)("./password-estimator.mjs");
}

/** What a guesser knows of an account: its email, the parts of it, and the site's words. */
function knownWords(email) {
  if (!email) return SITE_WORDS;
  const address = email.trim().toLowerCase();
  const [local = "", domain = ""] = address.split("@");
  return [address, local, ...local.split(/[._+-]/), ...domain.split("."), ...SITE_WORDS].filter(
    (word) => word.length > 1,
  );
}

/** A password as the rules compare it: NFKC (as it is hashed), lower case, without whitespace. */
function plain(text) {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, "");
}

/**
 * What is wrong with a new password, or null: fewer than MIN_PASSWORD_LENGTH characters
 * ("short", counted as characters, not UTF-16 units), more than MAX_PASSWORD_LENGTH ("long"),
 * whitespace only ("blank"), one character repeated ("repeated"), the account's email or the
 * part before its @ ("email"), these compared in any case and with any whitespace; or too easy to
 * guess ("weak"): a score under MIN_PASSWORD_SCORE from the estimator, which knows the breached
 * passwords, words, names, keyboard walks, repeats, sequences, dates, the account's email and
 * the site's words (so "password1234567", "qwertyuiop1234", "abcabcabcabcabc" and
 * "Cedarwave2024!" are all weak).
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
  if (strength(password, knownWords(email)).score < MIN_PASSWORD_SCORE) return "weak";
  return null;
}

/**
 * Why the estimator finds a password weak, in its words ("This is similar to a commonly used
 * password."), and what it suggests; for the server's log and the command line, which are not
 * URLs (the inbox's notices name the kinds of weakness instead).
 */
export function weaknessOf(password, email) {
  const { feedback } = strength(password, knownWords(email));
  return [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
}

/**
 * passwordProblem for the owner's password, judged once per process: server.mjs judges it before
 * serving, and the server's bundle (owner.ts, its own copy of this module) again when it sets the
 * owner: the verdict is kept on globalThis, which both copies share, keyed by a hash of the email
 * and password (never the password itself), so a start runs one estimator child rather than two.
 */
function ownerPasswordProblem(password, email) {
  const key = createHash("sha256").update(`${email}\n${password}`).digest("base64url");
  const verdicts = (globalThis.__cedarwaveOwnerPasswordVerdicts ??= new Map());
  if (!verdicts.has(key)) verdicts.set(key, passwordProblem(password, email));
  return verdicts.get(key);
}

const ownerProblems = {
  long: `ADMIN_PASSWORD is longer than ${MAX_PASSWORD_LENGTH} characters.`,
  short: `ADMIN_PASSWORD has fewer than ${MIN_PASSWORD_LENGTH} characters.`,
  blank: "ADMIN_PASSWORD is only whitespace.",
  repeated: "ADMIN_PASSWORD is one character repeated.",
  email: "ADMIN_PASSWORD is the owner's email address (or the part before its @).",
  weak: "ADMIN_PASSWORD is too easy to guess.",
};

/**
 * Why the environment's owner password (ADMIN_PASSWORD, for ADMIN_EMAIL or LEGACY_OWNER_EMAIL)
 * may not be used, in a sentence for the server's log, or null when it may (or is not set).
 */
export function ownerEnvironmentProblem(env) {
  const password = env.ADMIN_PASSWORD;
  if (!password) return null;
  const problem = ownerPasswordProblem(password, env.ADMIN_EMAIL?.trim() || LEGACY_OWNER_EMAIL);
  if (!problem) return null;
  const why =
    problem === "weak"
      ? ` ${weaknessOf(password, env.ADMIN_EMAIL?.trim() || LEGACY_OWNER_EMAIL)}`
      : "";
  return `${ownerProblems[problem]}${why} Set one of at least ${MIN_PASSWORD_LENGTH} characters that is hard to guess (three or four unrelated words, for example) and is neither whitespace only, one character repeated nor the owner's email.`;
}
