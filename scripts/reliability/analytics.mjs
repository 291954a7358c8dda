// The analytics' accuracy on two instances behind one proxy (TRUST_PROXY=1) sharing PostgreSQL
// (issue 36): scripted traffic (a visitor from a campaign who moves between the instances and
// sends a lead, an Arabic reader on a phone, a browser with Global Privacy Control, crawlers,
// prefetches, prerenders (one opened, announced by its activation beacon, one never opened), a
// client without a user agent, the team's own browser, the inbox, an unknown page) must produce
// exactly the expected page views, visitors, visits, entry pages, sources and conversions. The
// visit gaps (31 minutes, the next day) are the unit tests'
// (src/lib/analytics/analytics.integration.test.ts), where the clock can move.
import { setTimeout as sleep } from "node:timers/promises";

import { actionFieldsOf, contactFields, fetchToken, postContact, request } from "./client.mjs";
import { postgres } from "./harness.mjs";
import { check, info } from "./report.mjs";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The page views server.mjs hands over are written every 2 s: this leaves them time. */
const SETTLE_MS = 3_000;

/** The site's address as the proxy in front of both instances forwards it. */
const SITE_HOST = "www.cedarwave.example";

/** A browser's request for a document, from `ip` behind the proxy. */
function visit(server, path, { ip, userAgent = CHROME, headers = {} }) {
  return request(`${server.base}${path}`, {
    headers: {
      "User-Agent": userAgent,
      Accept: "text/html,application/xhtml+xml",
      "Sec-Fetch-Dest": "document",
      "X-Forwarded-For": ip,
      "X-Forwarded-Host": SITE_HOST,
      "X-Forwarded-Proto": "https",
      ...headers,
    },
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

export async function analyticsAccuracy({ servers, dbUrl }) {
  const [one, two] = servers;
  const ada = { ip: "10.77.0.1" };
  const bo = { ip: "10.77.0.2", userAgent: PHONE };
  const quiet = { ip: "10.77.0.3", headers: { "Sec-GPC": "1" } };
  const statuses = [
    // Ada lands from a campaign on one instance and reads on, moving between them.
    await visit(
      one,
      "/services/automation?utm_source=Google&utm_medium=cpc&utm_campaign=spring-launch",
      {
        ...ada,
        headers: { Referer: "https://www.google.com/" },
      },
    ),
    await visit(two, "/pricing", {
      ...ada,
      headers: { Referer: `https://${SITE_HOST}/services/automation` },
    }),
    await visit(one, "/contact", ada),
    // Bo reads in Arabic on a phone, from a link on LinkedIn.
    await visit(two, "/ar", { ...bo, headers: { Referer: "https://www.linkedin.com/" } }),
    await visit(one, "/ar/pricing", bo),
    // A browser with Global Privacy Control: two page views, no visitor.
    await visit(one, "/blog", quiet),
    await visit(two, "/blog", quiet),
  ];
  // Carol's browser prerenders /pricing (not counted) and she opens it: the page's inline
  // script sends its one activation beacon. Dan's prerender is never opened: nothing.
  const carol = { ip: "10.77.0.4" };
  await visit(one, "/pricing?utm_source=newsletter", {
    ...carol,
    headers: { "Sec-Purpose": "prefetch;prerender" },
  });
  await visit(two, "/services", {
    ip: "10.77.0.5",
    headers: { "Sec-Purpose": "prefetch;prerender" },
  });
  const activation = await request(`${two.base}/analytics/seen`, {
    method: "POST",
    body: "/pricing?utm_source=newsletter\nhttps://mail.example.com/inbox",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": CHROME,
      Origin: `https://${SITE_HOST}`,
      "Sec-Fetch-Dest": "empty",
      "X-Forwarded-For": carol.ip,
      "X-Forwarded-Host": SITE_HOST,
      "X-Forwarded-Proto": "https",
    },
  });
  check(
    "Analytics: the activation beacon is taken",
    activation.status === 204,
    `HTTP ${activation.status}`,
  );
  // None of these is a page view.
  const uncounted = [
    await visit(one, "/", { ip: "10.77.0.9", userAgent: GOOGLEBOT }),
    await visit(two, "/pricing", { ip: "10.77.0.9", userAgent: GOOGLEBOT }),
    await visit(one, "/", { ip: "10.77.0.10", headers: { "Sec-Purpose": "prefetch" } }),
    await visit(one, "/pricing", {
      ip: "10.77.0.10",
      headers: { "Sec-Purpose": "prefetch;prerender" },
    }),
    await visit(two, "/", { ip: "10.77.0.11", userAgent: "" }),
    await visit(two, "/", { ip: "10.77.0.12", headers: { Cookie: "cw_team=1" } }),
    await visit(one, "/admin", { ip: "10.77.0.13" }),
    await visit(two, "/no-such-page", { ip: "10.77.0.14" }),
  ];
  check(
    "Analytics: every scripted request was answered",
    statuses.every((status) => status === 200) &&
      uncounted.slice(0, 7).every((status) => status === 200) &&
      uncounted[7] === 404,
    `${statuses.join(" ")} / ${uncounted.join(" ")}`,
  );

  // Ada sends a lead from the other instance, once her views are written.
  await sleep(SETTLE_MS);
  const actionFields = await actionFieldsOf(two.base, "/contact", {
    "User-Agent": CHROME,
    "X-Forwarded-For": ada.ip,
    Cookie: "cw_team=1",
  });
  const token = await fetchToken(two.base, "contact", ada.ip);
  await sleep(3_100);
  const fields = contactFields("analytics-ada", { email: "ada.analytics@example.com" });
  const sent = await postContact(two.base, {
    actionFields,
    token,
    fields,
    ip: ada.ip,
    headers: {
      "User-Agent": CHROME,
      Origin: `https://${SITE_HOST}`,
      "X-Forwarded-Host": SITE_HOST,
      "X-Forwarded-Proto": "https",
    },
  });
  check(
    "Analytics: the campaign visitor's lead is accepted",
    sent.answer === "success",
    sent.answer,
  );
  await sleep(SETTLE_MS);

  const pages = await postgres.query(
    dbUrl,
    "select path, views from analytics_daily_pages order by path",
  );
  const expectedPages = [
    { path: "/ar", views: 1 },
    { path: "/ar/pricing", views: 1 },
    { path: "/blog", views: 2 },
    { path: "/contact", views: 1 },
    { path: "/pricing", views: 2 },
    { path: "/services/automation", views: 1 },
  ];
  check(
    "Analytics: exactly the expected page views, by page (no crawler, prefetch, inbox, team or 404)",
    JSON.stringify(pages) === JSON.stringify(expectedPages),
    pages.map((page) => `${page.path} ${page.views}`).join(", "),
  );

  const visits = await postgres.query(
    dbUrl,
    `select entry_path, referrer_host, source, medium, campaign, locale, device, views, leads
     from analytics_visits order by entry_path`,
  );
  const expectedVisits = [
    {
      entry_path: "/ar",
      referrer_host: "linkedin.com",
      source: null,
      medium: null,
      campaign: null,
      locale: "ar",
      device: "phone",
      views: 2,
      leads: 0,
    },
    {
      entry_path: "/pricing",
      referrer_host: "mail.example.com",
      source: "newsletter",
      medium: null,
      campaign: null,
      locale: "en",
      device: "desktop",
      views: 1,
      leads: 0,
    },
    {
      entry_path: "/services/automation",
      referrer_host: "google.com",
      source: "google",
      medium: "cpc",
      campaign: "spring-launch",
      locale: "en",
      device: "desktop",
      views: 3,
      leads: 1,
    },
  ];
  check(
    "Analytics: three visitors (one from an opened prerender), one visit each across both instances, with entry page, source and conversion",
    JSON.stringify(visits) === JSON.stringify(expectedVisits),
    visits.map((row) => `${row.entry_path} (${row.views} views, ${row.leads} leads)`).join(", "),
  );

  const [lead] = await postgres.query(
    dbUrl,
    `select entry_path, referrer_host, campaign_source, campaign_medium, campaign_name
     from leads where email = $1`,
    [fields.email],
  );
  check(
    "Analytics: the lead carries its visit's entry page, referrer and campaign",
    lead?.entry_path === "/services/automation" &&
      lead.referrer_host === "google.com" &&
      lead.campaign_source === "google" &&
      lead.campaign_medium === "cpc" &&
      lead.campaign_name === "spring-launch",
    JSON.stringify(lead ?? null),
  );

  const stored = JSON.stringify(await postgres.query(dbUrl, "select * from analytics_visits"));
  check(
    "Analytics: no address or user agent is stored",
    ![ada.ip, bo.ip, quiet.ip, carol.ip, "Chrome/131", "Pixel 8"].some((value) =>
      stored.includes(value),
    ),
  );
  info(`${pages.reduce((sum, page) => sum + page.views, 0)} page views, ${visits.length} visits`);
}
