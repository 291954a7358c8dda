#!/usr/bin/env node
// The strength estimator, run in a child process by password-policy.mjs: reads
// {"password", "known"} as JSON on standard input and writes {"score", "warning", "suggestions"}
// as JSON. zxcvbn (its TypeScript port, @zxcvbn-ts) with the dictionaries of breached passwords,
// common English words and names, and keyboard layouts: about 80 MB once loaded and built, which
// the child gives back to the system when it exits, where the server would keep them (the
// memory budget's PostgreSQL case went from 180 to 234 MB with them in the server).
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { dictionary as englishWords, translations } from "@zxcvbn-ts/language-en";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { password, known } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonWords, ...englishWords },
});
const { score, feedback } = estimator.check(password, known);
process.stdout.write(
  JSON.stringify({ score, warning: feedback.warning, suggestions: feedback.suggestions }),
);
