#!/usr/bin/env node
// The strength estimator, run in a child process by password-policy.mjs: reads
// {"password", "known"} as JSON on standard input and writes {"score", "warning", "suggestions"}
// as JSON. The estimator (password-estimator.mjs) is about 80 MB once loaded and built, which the
// child gives back to the system when it exits, where the server would keep them (the memory
// budget's PostgreSQL case went from 180 to 234 MB with them in the server).
import { estimate } from "./password-estimator.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { password, known } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
process.stdout.write(JSON.stringify(estimate(password, known)));
