// Load: a burst of concurrent no-JavaScript contact submissions, each from its own client
// address (behind a trusted proxy), on the embedded database and on PostgreSQL with two
// instances; the rate limit with the proxy header ignored and across instances.
import {
  actionFieldsOf,
  clientAddress,
  contactFields,
  fetchToken,
  latency,
  pool,
  postContact,
  sleep,
} from "./client.mjs";
import { check, info, tally } from "./report.mjs";

export const RUN_ID = Date.now().toString(36);

/**
 * Fetches `count` time-trap tokens, token i for the client at `ipOf(i)` (a token is single-use
 * and bound to its address), and waits out the 3-second minimum.
 */
export async function tokens(base, count, ipOf = () => undefined) {
  const list = await pool(count, 8, (i) => fetchToken(base, "contact", ipOf(i)));
  await sleep(3_100);
  return list;
}

/**
 * Sends `count` submissions at once (or `concurrency` at a time), visitor i to
 * servers[i % servers.length], each with its own address and email. `onAnswer` sees every
 * answer as it arrives (the fault checks use it to pull the plug mid-burst).
 */
export async function burst(servers, count, { tag, concurrency = count, onAnswer } = {}) {
  const actionFields = await actionFieldsOf(servers[0].base, "/contact");
  const tokenList = await tokens(servers[0].base, count, (i) => clientAddress(i, 10));
  let answered = 0;
  return pool(count, concurrency, async (i) => {
    const fields = contactFields(`${tag}-${i}-${RUN_ID}`);
    const result = await postContact(servers[i % servers.length].base, {
      actionFields,
      token: tokenList[i],
      fields,
      ip: clientAddress(i, 10),
    });
    answered += 1;
    onAnswer?.(answered, result);
    return { ...result, fields, i };
  });
}

const emailsOf = (results) => results.map((result) => result.fields.email);

/** Checks the stored rows of a burst: `rows` holds the leads' emails (one entry per row). */
export function checkStored(label, results, rows) {
  const expected = new Set(emailsOf(results));
  const mine = rows.filter((email) => expected.has(email));
  const distinct = new Set(mine);
  check(
    `${label}: exactly ${results.length} rows stored, none duplicated`,
    mine.length === results.length && distinct.size === results.length,
    `${mine.length} rows, ${distinct.size} distinct`,
  );
}

export function checkAllSucceeded(label, results) {
  check(
    `${label}: every submission answered with the thank-you`,
    results.every((result) => result.answer === "success"),
    tally(results),
  );
  info(`latency: ${latency(results)}`);
}

/**
 * One client sending `count` submissions at once to every server in turn: exactly the rate
 * limit (5) must get through. `same` is "ip" (distinct emails) or "email" (distinct addresses).
 */
export async function hammer(servers, { count, same, tag, ipFor }) {
  const actionFields = await actionFieldsOf(servers[0].base, "/contact");
  const tokenList = await tokens(servers[0].base, count, ipFor);
  return pool(count, count, async (i) => {
    const fields = contactFields(same === "email" ? `${tag}-${RUN_ID}` : `${tag}-${i}-${RUN_ID}`);
    const result = await postContact(servers[i % servers.length].base, {
      actionFields,
      token: tokenList[i],
      fields,
      ip: ipFor(i),
    });
    return { ...result, fields, i };
  });
}
