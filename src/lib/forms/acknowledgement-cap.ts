import "server-only";

import { ACKNOWLEDGEMENT_CAP } from "@/config/forms";
import type { Database } from "@/lib/db/client";
import { hitRateLimit } from "@/lib/db/queries";
import type { NewOutboxJob } from "@/lib/outbox/jobs";
import { emailKeyHash } from "@/lib/security/keyed-hash";

/**
 * The address as the cap counts it: one person's spellings of one mailbox are one count. Lower
 * case, without a `+tag` (`ab+news@x` is `ab@x`) and without the dots of the part before the @
 * (`a.b@x` is `ab@x`), for every domain: Gmail ignores the dots and most providers deliver
 * `+tag` to the untagged box, and counting a few real addresses of another domain together
 * (`a.b@x` and `ab@x` may be two people there) only makes each of them reach the cap sooner,
 * which is safe for a cap (the submissions are stored and the team told all the same). Only
 * the count uses it: the email goes to the address as it was typed.
 */
export function acknowledgementCapAddress(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const local = email.slice(0, at).split("+")[0]!.replaceAll(".", "");
  return local === "" ? email : `${local}${email.slice(at)}`;
}

/**
 * The jobs of a submission that may be queued: all of them, but an email to an address nobody
 * has shown to be theirs (an acknowledgement, the newsletter's confirmation) beyond the
 * ACKNOWLEDGEMENT_CAP of its address's day, counted across every form on the keyed hash of the
 * address as acknowledgementCapAddress spells it (`ack:<hash>`, found and erased with the person
 * at /admin/people). Counted through `db`,
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
          `ack:${emailKeyHash(acknowledgementCapAddress(address))}`,
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
