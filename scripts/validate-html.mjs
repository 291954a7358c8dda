#!/usr/bin/env node
// HTML validity of the production build (`npm run validate:html`, after `npm run build`):
//  1. every pre-rendered page (builtPages(): all public routes, blog posts, help articles, SDK
//     pages, legal pages, the English and the Arabic 404 documents);
//  2. the pages rendered on request, fetched from the production server started here on a
//     throw-away data directory, with the plain form POSTs a browser without JavaScript makes:
//     the pages holding a form (/contact, /support, /signup, /ai-services/contact), the contact
//     form's error and thank-you answers, the 404 answers to an unknown URL (English, and Arabic
//     under /ar: server.mjs's answer with the pre-rendered Arabic 404 document), the
//     /admin sign-in page and the inbox behind it (every tab; the leads tab with one row, filtered
//     and searched; that lead's page; the overview; the Outbox and its newest job's page; the
//     owner's accounts, own account and audit pages; the person view and its erasure step).
// Two validators read every one of these documents: html-validate (rules: .htmlvalidate.mjs) as
// each is read, then the W3C Nu HTML Checker (npm vnu-jar, run by Java) once over all of them,
// saved to a temporary folder: the conformance checker of the HTML standard itself, which
// knows the ARIA-in-HTML and content-model rules html-validate does not. Errors only (its
// warnings are advice). Exits 1 on any error of either, 2 when there is no build.
// `--static-only` skips part 2. VALIDATE_PORT chooses the server's port (default 3210).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from "html-validate";

import { buildId, buildLayout, builtPages } from "../src/lib/build/build-output.mjs";
import { withoutPageCss } from "./lib/page-css.mjs";
import { startProductionServer } from "./lib/server.mjs";

const root = process.cwd();
const layout = buildLayout(root);
const staticOnly = process.argv.includes("--static-only");
const port = Number(process.env.VALIDATE_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const adminPassword = "validate-html-admin-password-0123";

if (buildId(layout) === null) {
  console.error("No build found: run `npm run build` first.");
  process.exit(2);
}

// Next's built-in fallback for an error thrown by the root layout itself: Next writes all of
// it (no lang on <html>, no title) and the site has no global-error.tsx to replace it.
const NEXT_OWN = new Set(["/_global-error"]);

const validator = new HtmlValidate(new FileSystemConfigLoader());
const reports = [];
let checked = 0;
// Every document checked, saved for the Nu checker: file name → label.
const nuFolder = fs.mkdtempSync(path.join(os.tmpdir(), "cw-vnu-"));
const nuLabels = new Map();

async function check(source, label) {
  const report = await validator.validateString(source, label);
  checked += 1;
  if (!report.valid) reports.push(...report.results);
  const file = `${String(checked).padStart(4, "0")}.html`;
  // Without a page's own CSS (Tailwind's output, scripts/lib/page-css.mjs), which the Nu checker
  // never saw as the stylesheet file and whose CSS parser predates @layer, @property and
  // color-mix(): 13,000 errors on 160 pages, none of them about the HTML.
  fs.writeFileSync(path.join(nuFolder, file), withoutPageCss(source));
  nuLabels.set(file, label);
}

/**
 * The one error the Nu checker finds that is React's: a form whose action is a Server Action
 * without a permalink is written `action=""` (the HTML standard wants a non-empty URL; browsers
 * post such a form to the page's address, as intended). Every public form passes its page's
 * address (useActionState's permalink); the inbox's forms call bound Server Actions that no
 * useActionState wraps, so on /admin pages, and only there, this error is counted apart.
 */
const REACT_EMPTY_ACTION = /^Bad value “” for attribute “action” on element “form”/;
let inboxEmptyActions = 0;

/**
 * The Nu checker over the saved documents, in one Java process (about 30 s for 170 pages on two
 * cores): its errors as "label:line:column message" lines.
 */
function nuErrors() {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const run = spawnSync(
    "java",
    ["-Xss8m", "-jar", jar, "--format", "json", "--errors-only", nuFolder],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`The Nu checker did not run (java: ${run.error.message})`);
  let messages;
  try {
    ({ messages } = JSON.parse(run.stderr));
  } catch {
    throw new Error(`The Nu checker's report is not JSON:\n${run.stderr.slice(0, 2000)}`);
  }
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      ...message,
      label: nuLabels.get(path.basename(message.url ?? "")) ?? message.url,
    }))
    .filter((message) => {
      const inbox =
        /^GET \/admin\b/.test(message.label) && REACT_EMPTY_ACTION.test(message.message);
      if (inbox) inboxEmptyActions += 1;
      return !inbox;
    })
    .map(
      (message) =>
        `${message.label}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"} ${message.message}`,
    );
}

for (const page of builtPages(layout)) {
  if (!NEXT_OWN.has(page.route)) await check(page.html, path.relative(root, page.file));
}
const staticCount = checked;

async function fetchPage(pathname, init = {}, expectedStatus = 200) {
  const response = await fetch(base + pathname, { redirect: "manual", ...init });
  if (response.status !== expectedStatus) {
    throw new Error(`${pathname}: HTTP ${response.status}, expected ${expectedStatus}`);
  }
  return response;
}

/** The fields of a page's first form, as a browser without JavaScript would send them. */
function formFields(html, values, holding = "") {
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) => match[1])
    .find((inner) => inner.includes(holding));
  if (!form) throw new Error("no form on the page");
  const body = new FormData();
  for (const [, attributes] of form.matchAll(/<input([^>]*)>/g)) {
    const name = /\sname="([^"]*)"/.exec(attributes)?.[1];
    if (!name || name in values) continue;
    const value = /\svalue="([^"]*)"/.exec(attributes)?.[1] ?? "";
    body.append(name, value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  }
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return body;
}

async function post(pathname, body, headers = {}) {
  return fetch(base + pathname, {
    method: "POST",
    body,
    headers: { Origin: base, ...headers },
    redirect: "manual",
  });
}

async function checkServerPages() {
  const server = await startProductionServer({
    port,
    env: {
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: "validate-html-session-secret-0123456789abcdef",
      FORM_SECRET: "validate-html-form-secret-0123456789abcdef",
    },
  });
  try {
    // The pages holding a form, as server.mjs serves them (each with its visitor's token).
    // The contact form's answers without JavaScript: field errors, then the thank-you, sent
    // with the token of the page's HTML (it must be 3 s old: the other pages are checked
    // meanwhile).
    // A form posts to the URL of its page (the state of its answer is matched to the form
    // rendered for that URL).
    const contactPath = "/contact?service=ai&plan=professional";
    const contact = await (await fetchPage(contactPath)).text();
    await check(contact, `GET ${contactPath}`);
    for (const formPage of ["/support", "/signup", "/ai-services/contact"]) {
      await check(await (await fetchPage(formPage)).text(), `GET ${formPage}`);
    }
    const invalid = await post(contactPath, formFields(contact, { email: "not-an-email" }));
    const withErrors = await invalid.text();
    if (!withErrors.includes('aria-invalid="true"')) throw new Error("POST /contact: no errors");
    await check(withErrors, "POST /contact (field errors)");

    const login = await (await fetchPage("/admin")).text();
    await check(login, "GET /admin (sign-in)");
    for (const missing of ["/no-such-page-validate-html", "/ar/no-such-page-validate-html"]) {
      await check(await (await fetchPage(missing, {}, 404)).text(), `GET ${missing} (404)`);
    }

    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const lead = {
      firstName: "Valid",
      lastName: "Markup",
      email: "valid.markup@example.com",
      message: "A lead for the inbox table.",
    };
    const thanks = await (await post(contactPath, formFields(contact, lead))).text();
    if (!thanks.includes("Thank you")) throw new Error("POST /contact: no thank-you page");
    await check(thanks, "POST /contact (thank-you)");

    const signIn = await post("/admin", formFields(login, { password: adminPassword }));
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error(`/admin sign-in: no session cookie (HTTP ${signIn.status})`);
    for (const tab of ["leads", "tickets", "subscribers", "waitlist"]) {
      const html = await (await fetchPage(`/admin?tab=${tab}`, { headers: { cookie } })).text();
      if (!html.includes("Sign out")) throw new Error(`/admin?tab=${tab}: not signed in`);
      if (tab === "leads" && !html.includes("valid.markup@example.com")) {
        throw new Error("/admin?tab=leads: the stored lead is missing");
      }
      await check(html, `GET /admin?tab=${tab} (inbox)`);
    }
    // The workflow: the leads list filtered and searched, the stored lead's page, the overview.
    const filtered = "/admin?tab=leads&status=any&assignee=nobody&kind=contact&new=1&q=markup";
    const leadsHtml = await (await fetchPage(filtered, { headers: { cookie } })).text();
    await check(leadsHtml, `GET ${filtered}`);
    const leadPage = /href="(\/admin\/leads\/\d+)"/.exec(leadsHtml)?.[1];
    if (!leadPage) throw new Error(`${filtered}: the stored lead is missing`);
    await check(
      await (await fetchPage(leadPage, { headers: { cookie } })).text(),
      `GET ${leadPage}`,
    );
    await check(
      await (await fetchPage("/admin/overview", { headers: { cookie } })).text(),
      "GET /admin/overview",
    );
    // The analytics page, with the campaign link builder's answer.
    const analytics = "/admin/analytics?days=7&page=/pricing&utm_source=google&utm_medium=cpc";
    await check(
      await (await fetchPage(analytics, { headers: { cookie } })).text(),
      `GET ${analytics}`,
    );
    const outbox = await (await fetchPage("/admin/outbox", { headers: { cookie } })).text();
    if (!outbox.includes("Sign out")) throw new Error("/admin/outbox: not signed in");
    await check(outbox, "GET /admin/outbox (inbox)");
    // The newest job, when the lead above made any: its page (headers, parts) too.
    const job = /href="(\/admin\/outbox\/\d+)"/.exec(outbox)?.[1];
    if (job)
      await check(await (await fetchPage(job, { headers: { cookie } })).text(), `GET ${job}`);
    // The owner's pages (this server's owner is ADMIN_PASSWORD's): accounts, own account, audit.
    for (const page of [
      "/admin/accounts?notice=added",
      "/admin/account?notice=mismatch",
      "/admin/audit",
    ]) {
      const html = await (await fetchPage(page, { headers: { cookie } })).text();
      if (!html.includes("Sign out") || html.includes("Only an owner"))
        throw new Error(`${page}: not signed in as the owner`);
      await check(html, `GET ${page} (inbox)`);
    }
    // The person view with the lead's rows, its erasure step, and the retention section: the
    // lookup is a POST of its form (no JavaScript), which leads to the page with the address
    // sealed (?q=).
    const people = await (await fetchPage("/admin/people", { headers: { cookie } })).text();
    const lookup = await post(
      "/admin/people",
      formFields(people, { email: lead.email }, 'id="person-email"'),
      { cookie },
    );
    const sealed = new URL(lookup.headers.get("location") ?? "", base).searchParams.get("q");
    if (!sealed) throw new Error(`POST /admin/people: no lookup (HTTP ${lookup.status})`);
    const q = encodeURIComponent(sealed);
    for (const page of [`/admin/people?q=${q}`, `/admin/people/erase?q=${q}`]) {
      const html = await (await fetchPage(page, { headers: { cookie } })).text();
      if (!html.includes(lead.email)) throw new Error(`${page}: the lead's rows are missing`);
      await check(html, `GET ${page}`);
    }
  } finally {
    await server.stop();
  }
}

if (!staticOnly) await checkServerPages();

const errors = reports.reduce((sum, result) => sum + result.errorCount, 0);
const warnings = reports.reduce((sum, result) => sum + result.warningCount, 0);
if (reports.length > 0) console.log(formatterFactory("stylish")(reports));
console.log(
  `HTML validity: ${checked} documents (${staticCount} pre-rendered, ${checked - staticCount} ` +
    `from the server), ${errors} errors, ${warnings} warnings.`,
);
const nu = nuErrors();
fs.rmSync(nuFolder, { recursive: true, force: true });
// At most 50 lines: one fault in a shared component repeats on every page.
for (const line of nu.slice(0, 50)) console.log(line);
console.log(
  `W3C Nu HTML Checker: ${nuLabels.size} documents, ${nu.length} errors` +
    ` (and React's action="" on the inbox's Server Action forms ${inboxEmptyActions} times).`,
);
process.exit(errors > 0 || nu.length > 0 ? 1 : 0);
