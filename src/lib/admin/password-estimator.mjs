// The strength estimator itself: zxcvbn (its TypeScript port, @zxcvbn-ts) with the dictionaries
// of breached passwords, common English words and names, and keyboard layouts, about 80 MB once
// loaded and built. Run in a child process (password-strength.mjs), so that the server never
// keeps it; in this process only by the unit tests (password-policy.mjs says when).
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { dictionary as englishWords, translations } from "@zxcvbn-ts/language-en";

/** @type {ZxcvbnFactory | undefined} */
let estimator;

/**
 * The estimator's verdict on `password`, knowing the words in `known`.
 * @param {string} password
 * @param {string[]} known
 * @returns {{ score: number, warning: string | null, suggestions: string[] }}
 */
export function estimate(password, known) {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  });
  const { score, feedback } = estimator.check(password, known);
  return { score, warning: feedback.warning, suggestions: feedback.suggestions };
}
