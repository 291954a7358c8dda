import "server-only";

import fs from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";
import { Webhook } from "standardwebhooks";

import type { MailSettings } from "@/lib/mail/settings";

import { emailPayloadSchema, webhookPayloadSchema, type EmailPayload } from "./jobs";
import { redactedUrl, webhookUrlProblem } from "./webhook-url";

/** A job as the worker hands it over. */
export interface DueJob {
  id: number;
  channel: "email" | "webhook";
  messageId: string;
  payload: unknown;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read: its status is what counts, the body is dropped. */
export const WEBHOOK_ANSWER_LIMIT = 4096;

/** Where messages are written when no SMTP server is configured. */
export function mailDir(): string {
  return path.join(
    path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? "./data"),
    "mail",
  );
}

/** The .eml file of a message: named by its Message-ID, so a retry rewrites the same file. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/[^A-Za-z0-9.@-]/g, "")}.eml`;
}

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 2,
      ...SMTP_TIMEOUTS,
    });
    transports.set(url, transport);
  }
  return transport;
}

const fileTransport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: "unix",
});

function mailOptions(messageId: string, payload: EmailPayload, settings: MailSettings) {
  return {
    messageId,
    from: settings.from,
    to: payload.to,
    replyTo: payload.replyTo,
    subject: payload.subject,
    text: payload.text,
    html: payload.html,
    headers: payload.headers,
  };
}

async function sendEmail(job: DueJob, settings: MailSettings): Promise<void> {
  const payload = emailPayloadSchema.parse(job.payload);
  const options = mailOptions(job.messageId, payload, settings);
  if (settings.SMTP_URL) {
    await smtpTransport(settings.SMTP_URL).sendMail(options);
    return;
  }
  const info = (await fileTransport.sendMail(options)) as { message: Buffer };
  const dir = mailDir();
  // Readable by the server's user only, whatever the umask (as the whole of DATA_DIR: see
  // src/lib/db/data-dir.mjs); the rename keeps the mode.
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, emlFileName(job.messageId));
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, info.message, { mode: 0o600 });
  await fs.rename(partial, file);
}

async function callWebhook(job: DueJob, settings: MailSettings): Promise<void> {
  const payload = webhookPayloadSchema.parse(job.payload);
  if (!settings.WEBHOOK_SECRET) throw new Error("WEBHOOK_SECRET is not set");
  const timestamp = new Date();
  const signature = new Webhook(settings.WEBHOOK_SECRET).sign(
    job.messageId,
    timestamp,
    payload.body,
  );
  // The error becomes the job's last error, shown in the Outbox and logged: it names the target
  // by its scheme and host only (see webhook-url.ts).
  const target = redactedUrl(payload.url);
  const problem = webhookUrlProblem(payload.url, "The webhook URL");
  if (problem) throw new Error(problem);
  const response = await fetch(payload.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": job.messageId,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body: payload.body,
    redirect: "error",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new Error(`${target} could not be reached: ${reason(error, payload.url, target)}`);
  });
  await drainAnswer(response);
  if (!response.ok) throw new Error(`${target} answered ${response.status}`);
}

/**
 * Reads at most WEBHOOK_ANSWER_LIMIT bytes of the receiver's answer, then cancels the rest (the
 * connection is closed): a receiver that answers with an endless or huge body costs nothing.
 */
async function drainAnswer(response: Response): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read < WEBHOOK_ANSWER_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body cut short (a reset, the timeout) changes nothing: the status has arrived.
    await reader.cancel().catch(() => undefined);
  }
}

/** Why fetch failed (its cause: "connect ECONNREFUSED ..."), the URL in it replaced by `shown`. */
function reason(error: unknown, url: string, shown: string): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.replaceAll(url, shown).replaceAll(new URL(url).href, shown);
}

/** Delivers one job; throws when it was not delivered (the worker retries it later). */
export async function deliver(job: DueJob, settings: MailSettings): Promise<void> {
  if (job.channel === "email") await sendEmail(job, settings);
  else await callWebhook(job, settings);
}

/** Closes pooled SMTP connections (on shutdown). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
