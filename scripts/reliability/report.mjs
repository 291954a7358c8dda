// The report: one line per check (PASS/FAIL and what was seen), grouped by section.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, writeFileSync } from "node:fs";

const checks = [];
const useColour = process.stdout.isTTY;
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

/**
 * The lines of the section being run, printed together when it ends: sections that run side by
 * side (`lanes`) then still read one after the other.
 */
const sectionLines = new AsyncLocalStorage();

/** Prints a line of the report, or keeps it with its section's. */
export function print(line) {
  const lines = sectionLines.getStore();
  if (lines) lines.push(line);
  else console.log(line);
}

/** Records a check; `detail` says what was measured, whatever the outcome. */
export function check(name, pass, detail = "") {
  checks.push({ name, pass: Boolean(pass) });
  const mark = pass ? paint("32", "PASS") : paint("31", "FAIL");
  print(`  ${mark}  ${name}${detail ? `: ${detail}` : ""}`);
  return Boolean(pass);
}

export function info(text) {
  print(`        ${text}`);
}

/** Runs one section; an exception in it is a failed check, and the next section still runs. */
export async function run(title, fn) {
  const lines = [`\n${paint("1", `▶ ${title}`)}`];
  const started = Date.now();
  await sectionLines.run(lines, async () => {
    try {
      await fn();
    } catch (error) {
      check(`${title} ran to the end`, false, error?.stack ?? String(error));
    }
    info(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  });
  console.log(lines.join("\n"));
}

/**
 * Runs lanes of sections side by side, the sections of each lane one after the other. Most of a
 * fault section is waiting (for a retry's backoff, a lease to run out, an outage to end), so two
 * lanes take little more than the longer one; each section has its own ports and data.
 */
export async function lanes(...sequences) {
  await Promise.all(
    sequences.map(async (sections) => {
      for (const section of sections) await section();
    }),
  );
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
