// The test sinks as one process, for the browser tests (Playwright's webServer) and by hand:
// a capturing SMTP server, a webhook receiver that verifies signatures, and a small JSON API to
// read what arrived.
//
//   E2E_SMTP_PORT  (3251)  SMTP sink: point the site's SMTP_URL at smtp://127.0.0.1:3251
//   E2E_HOOK_PORT  (3252)  webhook receiver: WEBHOOK_URL=http://127.0.0.1:3252/
//   E2E_SINKS_PORT (3253)  the read API below
//   WEBHOOK_SECRET         the secret the site signs with; when unset, TEST_WEBHOOK_SECRET of
//                          lib/webhook-receiver.mjs (give the site the same value)
//
// Read API (JSON):
//   GET  /health                      200 {"ok":true,"smtp":...,"webhooks":...}
//   GET  /mail[?to=<address>]         the messages (to that address), without their raw source
//   GET  /webhooks[?type=<type>]      the verified webhook calls (of that type)
//   GET  /webhooks/rejected           the calls whose signature did not verify
// Control (for fault tests):
//   POST /clear                       forgets every message and webhook
//   POST /smtp/pause, /smtp/resume    the SMTP server down (connections refused) and back
//   POST /webhooks/fail?status=500    the receiver answers that status until /webhooks/recover
//   POST /webhooks/recover
//
// It stops cleanly on SIGTERM and SIGINT.
import http from "node:http";

import { startMailSink } from "./lib/mail-sink.mjs";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./lib/webhook-receiver.mjs";

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`${name} must be a port number`);
  }
  return value;
};

const smtpPort = port("E2E_SMTP_PORT", 3251);
const hookPort = port("E2E_HOOK_PORT", 3252);
const apiPort = port("E2E_SINKS_PORT", 3253);
const secret = process.env.WEBHOOK_SECRET || TEST_WEBHOOK_SECRET;

const mail = await startMailSink({ port: smtpPort });
const hooks = await startWebhookReceiver({ port: hookPort, secret });

const sendJson = (response, status, value) => {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(value));
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const withoutRaw = ({ raw, ...message }) => message;

const routes = {
  "GET /health": () => ({ ok: true, smtp: mail.url, webhooks: hooks.url }),
  "GET /mail": (query) => {
    const to = query.get("to")?.toLowerCase();
    return mail.messages
      .filter(
        (message) =>
          !to ||
          message.to.some((address) => address.toLowerCase() === to) ||
          message.envelope.to.some((address) => address.toLowerCase() === to),
      )
      .map(withoutRaw);
  },
  "GET /webhooks": (query) => {
    const type = query.get("type");
    return hooks.events.filter((event) => !type || event.type === type);
  },
  "GET /webhooks/rejected": () => hooks.rejected,
  "POST /clear": () => {
    mail.clear();
    hooks.clear();
    return { ok: true };
  },
  "POST /smtp/pause": async () => {
    await mail.pause();
    return { ok: true };
  },
  "POST /smtp/resume": async () => {
    await mail.resume();
    return { ok: true };
  },
  "POST /webhooks/fail": (query) => {
    hooks.failWith(Number(query.get("status") ?? 500));
    return { ok: true };
  },
  "POST /webhooks/recover": () => {
    hooks.recover();
    return { ok: true };
  },
};

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const route = routes[`${request.method} ${url.pathname}`];
  if (!route) return sendJson(response, 404, { error: "not found" });
  Promise.resolve(route(url.searchParams)).then(
    (value) => sendJson(response, 200, value),
    (error) => sendJson(response, 500, { error: String(error) }),
  );
});
await new Promise((resolve, reject) => {
  api.once("error", reject);
  api.listen(apiPort, "127.0.0.1", resolve);
});
console.log(
  `[sinks] SMTP ${mail.url}, webhooks ${hooks.url}, read API http://127.0.0.1:${apiPort}/`,
);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[sinks] ${signal}: stopping`);
  api.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => api.close(() => resolve())),
    mail.stop(),
    hooks.stop(),
  ]);
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
