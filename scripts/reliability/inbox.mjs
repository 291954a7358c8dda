// The inbox (/admin): what e2e/admin.spec.ts does not already cover. That spec checks the four
// exports without a cookie and /admin/export/leads with one forged cookie, a wrong password,
// HttpOnly/SameSite=Strict/8-hour expiry in a browser, values shown as text, CSV formula
// escaping of "=" and that sign-out removes the session on the server.
import { actionFieldsOf, clientAddress, request } from "./client.mjs";
import { ADMIN_PASSWORD } from "./harness.mjs";
import { check } from "./report.mjs";

const COOKIE = "cw_admin_session";
const LOGIN_TITLE = "Sign in to the team inbox";
const INBOX_TITLE = "Team inbox";
const TOO_MANY = "Too many sign-in attempts";

/** Submits the sign-in form as a browser with JavaScript off. */
export async function signIn(base, { ip, password = ADMIN_PASSWORD, headers = {}, origin = base }) {
  const actionFields = await actionFieldsOf(base, "/admin");
  const body = new FormData();
  for (const [name, value] of actionFields) body.append(name, value);
  body.append("password", password);
  const response = await request(`${base}/admin`, {
    method: "POST",
    body,
    headers: { Origin: origin, "X-Forwarded-For": ip, ...headers },
  });
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
  const token = setCookie ? /^[^=]+=([^;]*)/.exec(setCookie)[1] : null;
  return {
    status: response.status,
    html: await response.text(),
    setCookie,
    cookie: token ? `${COOKIE}=${token}` : null,
  };
}

const PAGES = [
  "/admin",
  "/admin?tab=leads",
  "/admin?tab=tickets",
  "/admin?tab=subscribers",
  "/admin?tab=waitlist",
  "/admin?tab=leads&page=2",
  "/admin/accounts",
  "/admin/accounts?notice=added",
  "/admin/account",
  "/admin/account?notice=changed",
  "/admin/audit",
  "/admin/audit?action=sign_in.failed&page=2",
  "/admin?tab=leads&status=any&assignee=me&kind=demo&from=2026-01-01&to=2026-12-31&new=1&q=acme",
  "/admin/overview",
  "/admin/analytics",
  "/admin/analytics?days=365&page=/pricing&utm_source=x",
  "/admin/leads/1",
  "/admin/tickets/1",
  "/admin/waitlist/1",
  "/admin/subscribers/1",
  "/admin/people",
  "/admin/people/erase?q=forged-sealed-address",
  "/admin/chat",
  "/admin/chat?status=spam",
  "/admin/chat/1",
];
const EXPORTS = [
  ...["leads", "tickets", "subscribers", "waitlist", "nope"].map(
    (table) => `/admin/export/${table}`,
  ),
  ...["daily", "campaigns", "nope"].map((table) => `/admin/analytics/export/${table}?days=7`),
];
const FORGED = {
  "no cookie": null,
  "random 43-character token": `${COOKIE}=${"Q".repeat(21)}x${"Z".repeat(21)}`,
  "SQL in the cookie": `${COOKIE}=' OR '1'='1`,
  "empty cookie": `${COOKIE}=`,
  "cookie on another name": `session=${"A".repeat(43)}`,
};

/** Every /admin page and export, without a session: sign-in form or 401, never data. */
export async function nothingReadableWithoutSession(base, secretMarker) {
  const problems = [];
  let requests = 0;
  // The person view (its pages carry an address only sealed, ?q=, which a stranger cannot make),
  // and its JSON download (a POST with the address).
  const person = `/admin/people?q=${"A".repeat(43)}`;
  const personExport = "/admin/people/export";
  for (const [label, cookie] of Object.entries(FORGED)) {
    for (const path of [...PAGES, person, ...EXPORTS, personExport]) {
      requests += 1;
      const headers = cookie ? { cookie } : {};
      const response =
        path === personExport
          ? await request(base + path, {
              method: "POST",
              body: new URLSearchParams({ email: secretMarker }),
              headers,
            })
          : await request(base + path, { headers });
      const text = await response.text();
      const isExport =
        path.startsWith("/admin/export/") ||
        path.startsWith("/admin/analytics/export/") ||
        path === personExport;
      const ok = isExport
        ? response.status === 401
        : response.status === 200 && text.includes(LOGIN_TITLE) && !text.includes("<table");
      if (
        !ok ||
        text.includes(secretMarker) ||
        response.headers.get("cache-control") !== "no-store"
      )
        problems.push(`${label} ${path}: HTTP ${response.status}`);
    }
  }
  check(
    "Inbox: every page and export (the person view and its JSON download too) without a session (5 cookie variants) shows sign-in or 401, no data, no-store",
    problems.length === 0,
    `${requests} requests${problems.length ? `; ${problems.slice(0, 3).join("; ")}` : ""}`,
  );
}

/** Nine wrong passwords in a minute, then the right one: refused, and the page says so. */
export async function loginLimit(base) {
  const ip = clientAddress(1, 198);
  for (let i = 0; i < 9; i += 1) await signIn(base, { ip, password: `wrong-${i}` });
  const tenth = await signIn(base, { ip });
  check(
    "Inbox: the 10th sign-in in a minute is refused even with the right password, and says so",
    !tenth.cookie && tenth.html.includes(TOO_MANY),
    `HTTP ${tenth.status}, session cookie: ${tenth.cookie ? "set" : "none"}, message: ${tenth.html.includes(TOO_MANY)}`,
  );
  const other = await signIn(base, { ip: clientAddress(2, 198) });
  check("Inbox: another client can still sign in", Boolean(other.cookie), `HTTP ${other.status}`);
}

/** The Secure flag follows X-Forwarded-Proto only when the proxy is trusted. */
export async function cookieFlags(base, { trustProxy }) {
  // A browser behind a TLS proxy posts from the https origin; untrusted, the proxy's word is
  // dropped and the request's own origin is http.
  const https = await signIn(base, {
    ip: clientAddress(3, 198),
    headers: { "X-Forwarded-Proto": "https" },
    origin: trustProxy ? base.replace(/^http:/, "https:") : base,
  });
  const flags = (https.setCookie ?? "").split(";").map((part) => part.trim().toLowerCase());
  const expires = Date.parse(flags.find((part) => part.startsWith("expires="))?.slice(8) ?? "");
  const hours = (expires - Date.now()) / 3_600_000;
  if (trustProxy) {
    check(
      "Inbox cookie over HTTPS (trusted X-Forwarded-Proto): HttpOnly, SameSite=Strict, Secure, Path=/admin, 8 h",
      flags.includes("httponly") &&
        flags.includes("samesite=strict") &&
        flags.includes("secure") &&
        flags.includes("path=/admin") &&
        hours > 7.9 &&
        hours <= 8,
      https.setCookie?.replace(/=[^;]+;/, "=…;") ?? "no cookie",
    );
    const plain = await signIn(base, { ip: clientAddress(4, 198) });
    check(
      "Inbox cookie over plain HTTP: no Secure flag (it would be dropped)",
      plain.setCookie && !/;\s*secure/i.test(plain.setCookie),
      plain.setCookie?.replace(/=[^;]+;/, "=…;") ?? "no cookie",
    );
  } else {
    check(
      "Inbox cookie with TRUST_PROXY off: a client's X-Forwarded-Proto is ignored (no Secure)",
      https.setCookie && !flags.includes("secure"),
      https.setCookie?.replace(/=[^;]+;/, "=…;") ?? "no cookie",
    );
  }
  return https.cookie;
}

/** Sign-in and sign-out posted from another origin do nothing. */
export async function crossOrigin(base) {
  const evil = "https://evil.example";
  const forgedLogin = await signIn(base, { ip: clientAddress(5, 198), origin: evil });
  check(
    "Inbox: a cross-origin sign-in POST (right password) is refused",
    !forgedLogin.cookie && forgedLogin.status >= 400,
    `HTTP ${forgedLogin.status}, session cookie: ${forgedLogin.cookie ? "set" : "none"}`,
  );
  const session = (await signIn(base, { ip: clientAddress(6, 198) })).cookie;
  const logoutFields = await actionFieldsOf(base, "/admin", { cookie: session });
  const body = new FormData();
  for (const [name, value] of logoutFields) body.append(name, value);
  const forgedLogout = await request(`${base}/admin`, {
    method: "POST",
    body,
    headers: { Origin: evil, cookie: session },
  });
  await forgedLogout.arrayBuffer();
  const still = await (await request(`${base}/admin`, { headers: { cookie: session } })).text();
  check(
    "Inbox: a cross-origin sign-out POST is refused and the session stays",
    forgedLogout.status >= 400 && still.includes(`>${INBOX_TITLE}<`),
    `HTTP ${forgedLogout.status}; session still valid: ${still.includes(`>${INBOX_TITLE}<`)}`,
  );
  return session;
}
