/**
 * The server half of the form registry (./registry.ts): per form kind, what a valid submission
 * does on the server. Each entry receives its own schema's output type, so a field renamed in
 * the schema without its store is a compile error. Per-kind server behaviour (notifications,
 * acknowledgements) belongs here, beside `store`.
 */
import "server-only";

import type { Database } from "@/lib/db/client";
import { insertLead, insertTicket, insertWaitlistEntry, subscribe } from "@/lib/db/queries";

import type { FormKind, FormOutput } from "./registry";
import type { FormState } from "./state";

/** Where and from whom a submission came, stored with it. */
interface SubmissionMeta {
  sourcePage: string;
  ipHash: string;
  userAgent: string | null;
}

type StoreResult = NonNullable<FormState["detail"]>;

interface ServerFormEntry<Kind extends FormKind> {
  /**
   * Writes a valid submission through `db` (the transaction that spends its token); the
   * submission is committed with it.
   */
  store: (data: FormOutput<Kind>, meta: SubmissionMeta, db: Database) => Promise<StoreResult>;
}

/** An empty optional field is stored as NULL. */
function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

export const formServerRegistry: { [Kind in FormKind]: ServerFormEntry<Kind> } = {
  contact: {
    store: async (data, meta, db) => {
      await insertLead(
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
      return "created";
    },
  },
  demo: {
    store: async (data, meta, db) => {
      await insertLead(
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
      return "created";
    },
  },
  support: {
    // The ticket form asks no consent: the column keeps its default (false).
    store: async (data, meta, db) => {
      await insertTicket(
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
      return "created";
    },
  },
  newsletter: {
    store: async (data, meta, db) => {
      const { created } = await subscribe(
        {
          email: data.email,
          sourcePage: meta.sourcePage,
          ipHash: meta.ipHash,
        },
        db,
      );
      return created ? "created" : "existing";
    },
  },
  waitlist: {
    store: async (data, meta, db) => {
      await insertWaitlistEntry(
        {
          name: data.name,
          email: data.email,
          company: orNull(data.company),
          consent: data.consent,
          ...meta,
        },
        db,
      );
      return "created";
    },
  },
};
