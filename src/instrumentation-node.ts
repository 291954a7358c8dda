import path from "node:path";
import { pathToFileURL } from "node:url";

import { ensureOwnerAccount } from "./lib/admin/owner";
import { countServedResponse, startAnalytics, stopAnalytics } from "./lib/analytics/count";
import { flushPageViews } from "./lib/analytics/ingest";
import type * as Meeting from "./lib/analytics/meeting.mjs";
import { closeDb } from "./lib/db/client";
import type * as Shutdown from "./lib/db/shutdown.mjs";
import { mailSettings } from "./lib/mail/settings";
import { startOutboxWorker, stopOutboxWorker } from "./lib/outbox/worker";
import { startPurgeSchedule, stopPurgeSchedule } from "./lib/retention/schedule";

/**
 * A mail or webhook setting the server cannot use (a WEBHOOK_URL that is not http(s) or holds a
 * password, an SMTP_URL that is not smtp(s), WEBHOOK_URL without WEBHOOK_SECRET...) stops the
 * start with its message: otherwise every form would fail to store its submission. The message
 * never repeats a URL's credentials or query string (see lib/outbox/webhook-url.ts).
 */
export function refuseUnusableSettings(): void {
  try {
    mailSettings();
  } catch (error) {
    console.error(`Cedarwave will not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

/**
 * Hands the database's close function to server.mjs, which calls it on SIGTERM/SIGINT, and starts
 * the outbox worker (src/lib/outbox/worker.ts) and the daily purge, stopped before the database
 * closes. The worker's
 * first round, two seconds after start, opens the database: messages left by a previous run (a
 * crash, a restart) go out without waiting for a visitor.
 */
export async function registerDatabaseShutdown() {
  // Imported by file URL and not bundled, so that this is the very instance server.mjs
  // imports: see lib/db/shutdown.mjs.
  const shutdown = pathToFileURL(path.join(process.cwd(), "src", "lib", "db", "shutdown.mjs"));
  const { registerDatabaseClose }: typeof Shutdown = await import(
    /* webpackIgnore: true */ shutdown.href
  );
  registerDatabaseClose(async () => {
    await Promise.all([stopOutboxWorker(), stopPurgeSchedule(), stopAnalytics()]);
    await closeDb();
  });
  // The page views server.mjs counts (src/lib/analytics), through the same meeting point, and
  // the flush the forms and the chat call before they look up a visit; ANALYTICS=off counts
  // nothing (the benchmark's baseline).
  if (process.env.ANALYTICS !== "off") {
    const meeting = pathToFileURL(
      path.join(process.cwd(), "src", "lib", "analytics", "meeting.mjs"),
    );
    const { registerFlush, registerResponseSink }: typeof Meeting = await import(
      /* webpackIgnore: true */ meeting.href
    );
    registerResponseSink(countServedResponse);
    registerFlush(flushPageViews);
    startAnalytics();
  }
  startOutboxWorker();
  // The daily retention purge (src/lib/retention/schedule.ts), first a few minutes after start.
  startPurgeSchedule();
  // The owner account of ADMIN_EMAIL / ADMIN_PASSWORD, created or updated at start (and again
  // before a sign-in if the database is not reachable now).
  if (process.env.ADMIN_PASSWORD) {
    ensureOwnerAccount().catch((error: unknown) =>
      console.error("[admin] could not set up the owner account:", error),
    );
  }
}
