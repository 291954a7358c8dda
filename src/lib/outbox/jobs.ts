/**
 * What the outbox carries: a rendered email or a webhook call, as stored in outbox.payload. The
 * schemas check the payload when a job is read back, so a row written by an older version that
 * no longer fits fails that job with a clear error instead of sending something half-formed.
 */
import { z } from "zod";

export const emailPayloadSchema = z.object({
  to: z.array(z.email()).min(1),
  replyTo: z.email().optional(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  /** Extra headers (List-Unsubscribe ...): names and values without CR or LF. */
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]+$/), z.string().regex(/^[^\r\n]*$/)).optional(),
});

export const webhookPayloadSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  type: z.string().min(1),
  /** The JSON body, as sent and signed. */
  body: z.string(),
});

export type EmailPayload = z.infer<typeof emailPayloadSchema>;
type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/**
 * The row a job is about, and the address of the person that row belongs to (the submission's
 * or the subscriber's email): stored as its keyed hash (outbox.person_hash), by which the person
 * view finds the job, whatever its message mentions.
 */
interface JobSource {
  table: string;
  id: number;
  email: string;
}

export type NewOutboxJob =
  | {
      channel: "email";
      topic: string;
      payload: EmailPayload;
      source?: JobSource;
      /**
       * To an address a visitor typed, which nobody has shown to be theirs (an acknowledgement,
       * the newsletter's confirmation): counted against ACKNOWLEDGEMENT_CAP before it is queued
       * (src/lib/forms/acknowledgement-cap.ts). Not stored.
       */
      unverifiedRecipient?: true;
    }
  | { channel: "webhook"; topic: string; payload: WebhookPayload; source?: JobSource };
