import "server-only";

import fs from "node:fs/promises";
import path from "node:path";

import { emlFileName, mailDir } from "@/lib/outbox/deliver";
import type { OutboxRow } from "@/lib/outbox/queue";

/**
 * The .eml file an email job was written to (no SMTP_URL), or null: not an email, or no file.
 * The name comes only from the job's own Message-ID (emlFileName keeps no slash), and the file
 * must sit directly in the mail directory.
 */
export async function emlFileOf(
  job: Pick<OutboxRow, "channel" | "messageId">,
): Promise<string | null> {
  if (job.channel !== "email") return null;
  const dir = mailDir();
  const file = path.join(dir, emlFileName(job.messageId));
  if (path.dirname(file) !== dir) return null;
  try {
    return (await fs.stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
