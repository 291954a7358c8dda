/**
 * The server half of the form registry (./registry.ts): per form kind, what a valid submission
 * does on the server: store it, and say what it sends (src/lib/mail/compose.ts), both through
 * the one transaction that spends its token. Each entry receives its own schema's output type, so
 * a field renamed in the schema without its store is a compile error.
 */
import "server-only";

import type { Locale } from "@/config/locales";
import type { Attribution } from "@/lib/analytics/attribution";
import type { Database } from "@/lib/db/client";
import { signUp } from "@/lib/db/newsletter";
import { insertLead, insertTicket, insertWaitlistEntry } from "@/lib/db/queries";
import {
  confirmationJob,
  submissionJobs,
  ticketReference,
  webhookAttribution,
} from "@/lib/mail/compose";
import { confirmToken } from "@/lib/mail/newsletter-links";
import { mailSettings } from "@/lib/mail/settings";
import type { NewOutboxJob } from "@/lib/outbox/jobs";
import { getSecret } from "@/lib/security/secrets.mjs";

import type { FormKind, FormOutput } from "./registry";
import type { FormState } from "./state";

/**
 * Where and from whom a submission came, stored with it: its page and language, and the visit
 * that brought it (src/lib/analytics/attribution.ts).
 */
interface SubmissionMeta extends Partial<Attribution> {
  /** The unprefixed path of the page (/contact for /ar/contact too). */
  sourcePage: string;
  /** The page's language: the visitor's messages are in it. */
  locale: Locale;
  ipHash: string;
  userAgent: string | null;
}

interface Stored {
  detail: NonNullable<FormState["detail"]>;
  /** What the visitor may quote (a support ticket's reference). */
  reference?: string;
  /** The messages and webhooks the submission sends, written to the outbox with it. */
  jobs: NewOutboxJob[];
}

interface ServerFormEntry<Kind extends FormKind> {
  /** Writes a valid submission through `db` (the transaction that spends its token). */
  store: (data: FormOutput<Kind>, meta: SubmissionMeta, db: Database) => Promise<Stored>;
}

/** An empty optional field is stored as NULL. */
function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

function created<Kind extends FormKind>(
  kind: Kind,
  table: string,
  id: number,
  data: FormOutput<Kind>,
  meta: SubmissionMeta,
): Stored {
  const jobs = submissionJobs(
    {
      kind,
      table,
      id,
      data,
      sourcePage: meta.sourcePage,
      locale: meta.locale,
      // The five fields only: never the address's hash or the user agent.
      attribution: webhookAttribution(meta),
      receivedAt: new Date(),
    },
    mailSettings(),
  );
  return { detail: "created", jobs };
}

export const formServerRegistry: { [Kind in FormKind]: ServerFormEntry<Kind> } = {
  contact: {
    store: async (data, meta, db) => {
      const id = await insertLead(
        {
          kind: "contact",
          firstName: data.firstName,
          lastName: data.lastName,
          fullName: `${data.firstName} ${data.lastName}`,
          email: data.email,
          company: orNull(data.company),
          service: orNull(data.service),
          plan: orNull(data.plan),
          message: data.message,
          consent: data.consent,
          ...meta,
        },
        db,
      );
      return created("contact", "leads", id, data, meta);
    },
  },
  demo: {
    store: async (data, meta, db) => {
      const id = await insertLead(
        {
          kind: "demo",
          fullName: data.name,
          email: data.email,
          company: data.company,
          useCase: data.useCase,
          message: orNull(data.message),
          consent: data.consent,
          ...meta,
        },
        db,
      );
      return created("demo", "leads", id, data, meta);
    },
  },
  support: {
    // The ticket form asks no consent: the column keeps its default (false).
    store: async (data, meta, db) => {
      const id = await insertTicket(
        {
          name: data.name,
          email: data.email,
          subject: data.subject,
          priority: data.priority,
          message: data.message,
          ...meta,
        },
        db,
      );
      return {
        ...created("support", "support_tickets", id, data, meta),
        reference: ticketReference(id),
      };
    },
  },
  newsletter: {
    // Double opt-in: a new or still pending address gets a confirmation link (again); a
    // confirmed one is told so and gets nothing. An address that unsubscribed has no row any
    // more (only its hash on the suppression list): it signs up as a new one, and only its
    // confirmation takes the hash off the list.
    store: async (data, meta, db) => {
      const { subscriber } = await signUp(
        {
          email: data.email,
          sourcePage: meta.sourcePage,
          locale: meta.locale,
          ipHash: meta.ipHash,
          entryPath: meta.entryPath,
          referrerHost: meta.referrerHost,
          campaignSource: meta.campaignSource,
          campaignMedium: meta.campaignMedium,
          campaignName: meta.campaignName,
        },
        db,
      );
      if (subscriber.status === "confirmed") return { detail: "existing", jobs: [] };
      const token = confirmToken(getSecret("FORM_SECRET"), subscriber.id, subscriber.email);
      // The confirmation is in the language of the page just sent from (the stored one too).
      return { detail: "created", jobs: [confirmationJob(subscriber, token)] };
    },
  },
  waitlist: {
    store: async (data, meta, db) => {
      const id = await insertWaitlistEntry(
        {
          name: data.name,
          email: data.email,
          company: orNull(data.company),
          consent: data.consent,
          ...meta,
        },
        db,
      );
      return created("waitlist", "portal_waitlist", id, data, meta);
    },
  },
};
