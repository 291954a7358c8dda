// The report: one line per check (PASS/FAIL and what was seen), grouped by section.
import { mkdirSync, writeFileSync } from "node:fs";

const checks = [];
const useColour = process.stdout.isTTY;
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

function section(title) {
  console.log(`\n${paint("1", `▶ ${title}`)}`);
}

/** Records a check; `detail` says what was measured, whatever the outcome. */
export function check(name, pass, detail = "") {
  checks.push({ name, pass: Boolean(pass) });
  const mark = pass ? paint("32", "PASS") : paint("31", "FAIL");
  console.log(`  ${mark}  ${name}${detail ? `: ${detail}` : ""}`);
  return Boolean(pass);
}

export function info(text) {
  console.log(`        ${text}`);
}

/** Runs one section; an exception in it is a failed check, and the next section still runs. */
export async function run(title, fn) {
  section(title);
  const started = Date.now();
  try {
    await fn();
  } catch (error) {
    check(`${title} ran to the end`, false, error?.stack ?? String(error));
  }
  info(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export function summary() {
  const failed = checks.filter((entry) => !entry.pass);
  console.log(
    `\n${paint("1", "▶ Summary")}: ${checks.length - failed.length} of ${checks.length} checks passed`,
  );
  for (const entry of failed) console.log(`  ${paint("31", "FAIL")}  ${entry.name}`);
  // Counted into the suite's closing line by scripts/test-summary.mjs.
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/reliability.json",
    JSON.stringify({ passed: checks.length - failed.length, failed: failed.length }),
  );
  return failed.length === 0;
}

/** Counts answers by kind: "success 198, failed 2". */
export function tally(results) {
  const counts = {};
  for (const result of results) counts[result.answer] = (counts[result.answer] ?? 0) + 1;
  return Object.entries(counts)
    .map(([answer, n]) => `${answer} ${n}`)
    .join(", ");
}
