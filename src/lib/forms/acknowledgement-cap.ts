import "server-only";

import { ACKNOWLEDGEMENT_CAP } from "@/config/forms";
import type { Database } from "@/lib/db/client";
import { hitRateLimit } from "@/lib/db/queries";
import type { NewOutboxJob } from "@/lib/outbox/jobs";
import { emailKeyHash } from "@/lib/security/keyed-hash";

/**
 * The jobs of a submission that may be queued: all of them, but an email to an address nobody
 * has shown to be theirs (an acknowledgement, the newsletter's confirmation) beyond the
 * ACKNOWLEDGEMENT_CAP of its address's day, counted across every form on the address's keyed
 * hash (`ack:<hash>`, found and erased with the person at /admin/people). Counted through `db`,
 * the transaction that stores the submission and queues its jobs: concurrent submissions to one
 * address count one after the other and cannot pass the cap together, and a submission that
 * fails counts nothing. The visitor's answer is the same either way.
 */
export async function withinAcknowledgementCap(
  db: Database,
  jobs: readonly NewOutboxJob[],
): Promise<NewOutboxJob[]> {
  const kept: NewOutboxJob[] = [];
  for (const job of jobs) {
    if (job.channel === "email" && job.unverifiedRecipient) {
      let over = false;
      for (const address of job.payload.to) {
        const hit = await hitRateLimit(
          `ack:${emailKeyHash(address)}`,
          ACKNOWLEDGEMENT_CAP.windowMs,
          db,
        );
        if (hit.count > ACKNOWLEDGEMENT_CAP.max) over = true;
      }
      if (over) {
        console.warn(`[forms] ${job.topic}: the address's daily cap is reached, not sent`);
        continue;
      }
    }
    kept.push(job);
  }
  return kept;
}
