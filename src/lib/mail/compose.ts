/**
 * The site's emails and webhook events, composed from a stored row: the team's notification and
 * the visitor's acknowledgement of a submission, the newsletter's confirmation and welcome. Every
 * value a visitor typed is escaped in the HTML part; subjects are single lines; links point only
 * at the configured site URL. The words are in src/content/mail.ts.
 */
import { NEWSLETTER_PATHS } from "@/config/routes";
import { siteConfig } from "@/config/site";
import { mailCopy } from "@/content/mail";
import { formRegistry, type FormKind, type FormOutput } from "@/lib/forms/registry";
import type { EmailPayload, NewOutboxJob } from "@/lib/outbox/jobs";

import { teamAddress, teamRecipients, type MailSettings } from "./settings";

/** A stored submission: what its messages are made of. */
export interface StoredSubmission<Kind extends FormKind = FormKind> {
  kind: Kind;
  /** The table and id of the stored row (the inbox link, the ticket reference). */
  table: string;
  id: number;
  data: FormOutput<Kind>;
  sourcePage: string;
  receivedAt: Date;
}

/** The reference a support ticket is quoted by: SUP- and its number. */
export function ticketReference(id: number): string {
  return `SUP-${String(id).padStart(5, "0")}`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** One line: CR, LF and other control characters become spaces (no header can be injected). */
export function oneLine(value: string, max = 200): string {
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** An absolute link on the site: only the configured site URL is ever linked. */
function siteLink(path: string): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}

type Row = { label: string; value: string };

/** The fields of a form as label and value, in the form's order, without those in `omit`. */
function fieldRows(
  kind: FormKind,
  data: Record<string, unknown>,
  omit: readonly string[] = [],
): Row[] {
  const fields = formRegistry[kind].spec.fields as Record<
    string,
    { label: string; type: string; options?: readonly { value: string; label: string }[] }
  >;
  return Object.entries(fields)
    .filter(([name]) => !omit.includes(name))
    .map(([name, field]) => {
      const raw = data[name];
      let value: string;
      if (typeof raw === "boolean") value = raw ? mailCopy.team.yes : mailCopy.team.no;
      else if (raw === undefined || raw === null || raw === "") value = mailCopy.team.empty;
      else {
        const text = String(raw);
        value = field.options?.find((option) => option.value === text)?.label ?? text;
      }
      return { label: field.label, value };
    });
}

interface Body {
  paragraphs: readonly string[];
  rows?: readonly Row[];
  link?: { label: string; href: string };
  footer?: readonly string[];
}

function renderText(body: Body): string {
  const blocks: string[] = [...body.paragraphs];
  if (body.rows) blocks.push(body.rows.map((row) => `${row.label}:\n${row.value}`).join("\n\n"));
  if (body.link) blocks.push(`${body.link.label}:\n${body.link.href}`);
  if (body.footer) blocks.push(`--\n${body.footer.join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}

function renderHtml(body: Body): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const rows = body.rows
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#555">${escapeHtml(
              row.label,
            )}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const link = body.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.link.href)}">${escapeHtml(body.link.label)}</a></p>`
    : "";
  const footer = body.footer
    ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0"><p style="margin:0;color:#555;font-size:13px">${body.footer
        .map(escapeHtml)
        .join("<br>")}</p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">${body.paragraphs
    .map(p)
    .join("")}${rows}${link}${footer}</body></html>`;
}

function email(
  to: string[],
  subject: string,
  body: Body,
  extra: Pick<EmailPayload, "replyTo" | "headers"> = {},
): EmailPayload {
  return {
    to,
    subject: oneLine(subject),
    text: renderText(body),
    html: renderHtml(body),
    ...extra,
  };
}

/** The visitor's name as the messages address them. */
function visitorName(submission: StoredSubmission): string {
  const data = submission.data as Record<string, unknown>;
  if (submission.kind === "contact") return oneLine(`${data.firstName} ${data.lastName}`, 120);
  return typeof data.name === "string" ? oneLine(data.name, 120) : oneLine(String(data.email));
}

function teamSubject(submission: StoredSubmission, name: string): string {
  const subjects = mailCopy.team.subject;
  switch (submission.kind) {
    case "demo":
      return subjects.demo(name, String((submission.data as FormOutput<"demo">).company));
    case "support": {
      const ticket = submission.data as FormOutput<"support">;
      return subjects.support(ticketReference(submission.id), ticket.priority, ticket.subject);
    }
    case "waitlist":
      return subjects.waitlist(name);
    default:
      return subjects.contact(name);
  }
}

const INBOX_TAB: Record<string, string> = {
  leads: "leads",
  support_tickets: "tickets",
  portal_waitlist: "waitlist",
  newsletter_subscribers: "subscribers",
};

function teamMessage(submission: StoredSubmission, to: string[]): EmailPayload {
  const kind = submission.kind as Exclude<FormKind, "newsletter">;
  const name = visitorName(submission);
  const data = submission.data as Record<string, unknown>;
  const rows = [
    ...(kind === "support"
      ? [{ label: mailCopy.team.labels.reference, value: ticketReference(submission.id) }]
      : []),
    ...fieldRows(kind, data),
    { label: mailCopy.team.labels.sourcePage, value: siteLink(submission.sourcePage) },
    { label: mailCopy.team.labels.received, value: submission.receivedAt.toISOString() },
  ];
  return email(
    to,
    teamSubject(submission, name),
    {
      paragraphs: [mailCopy.team.intro[kind], mailCopy.team.replyHint(name)],
      rows,
      link: {
        label: mailCopy.team.labels.inbox,
        href: siteLink(`/admin?tab=${INBOX_TAB[submission.table] ?? "leads"}`),
      },
    },
    { replyTo: String(data.email) },
  );
}

function acknowledgement(submission: StoredSubmission): EmailPayload | null {
  const copy = mailCopy.acknowledgement;
  const data = submission.data as Record<string, unknown>;
  const name = visitorName(submission);
  let subject: string;
  let paragraphs: readonly string[];
  switch (submission.kind) {
    case "contact":
      subject = copy.contact.subject;
      paragraphs = copy.contact.body;
      break;
    case "demo":
      subject = copy.demo.subject;
      paragraphs = copy.demo.body;
      break;
    case "support": {
      const reference = ticketReference(submission.id);
      subject = copy.support.subject(reference);
      paragraphs = copy.support.body(reference);
      break;
    }
    default:
      return null;
  }
  // What they sent, but for their consent (which they know they gave).
  const sent = fieldRows(submission.kind, data, ["consent"]);
  // A reply reaches the team that handles the form, not the no-reply sender.
  const team = teamAddress[submission.kind];
  return email(
    [String(data.email)],
    subject,
    {
      paragraphs: [copy.greeting(name), ...paragraphs, copy.yourMessage],
      rows: sent,
      footer: [copy.signOff, copy.contactLine, copy.why],
    },
    team ? { replyTo: team } : {},
  );
}

function webhookJobs(
  settings: MailSettings,
  type: string,
  data: Record<string, unknown>,
  source: { table: string; id: number },
  at: Date,
): NewOutboxJob[] {
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
  return settings.WEBHOOK_URL.map((url) => ({
    channel: "webhook" as const,
    topic: type,
    payload: { url, type, body },
    source,
  }));
}

/** Everything a stored submission sends: team email, acknowledgement, webhooks. */
export function submissionJobs(
  submission: StoredSubmission,
  settings: MailSettings,
): NewOutboxJob[] {
  const source = { table: submission.table, id: submission.id };
  const jobs: NewOutboxJob[] = [];
  const team = teamRecipients(submission.kind, settings);
  if (team.length > 0) {
    jobs.push({
      channel: "email",
      topic: `${submission.kind}.team`,
      payload: teamMessage(submission, team),
      source,
    });
  }
  const ack = acknowledgement(submission);
  if (ack)
    jobs.push({
      channel: "email",
      topic: `${submission.kind}.acknowledgement`,
      payload: ack,
      source,
    });
  if (submission.kind !== "newsletter") {
    jobs.push(
      ...webhookJobs(
        settings,
        "submission.created",
        {
          form: submission.kind,
          id: submission.id,
          ...(submission.kind === "support" ? { reference: ticketReference(submission.id) } : {}),
          fields: submission.data,
          sourcePage: siteLink(submission.sourcePage),
        },
        source,
        submission.receivedAt,
      ),
    );
  }
  return jobs;
}

/* ---------- Newsletter ---------- */

interface Subscriber {
  id: number;
  email: string;
}

const SUBSCRIBERS = "newsletter_subscribers";

/** The link and headers every message to a subscriber carries (RFC 8058 one-click). */
function unsubscribeParts(unsubscribeToken: string) {
  const page = siteLink(
    `${NEWSLETTER_PATHS.unsubscribe}?t=${encodeURIComponent(unsubscribeToken)}`,
  );
  const oneClick = siteLink(
    `${NEWSLETTER_PATHS.oneClick}?t=${encodeURIComponent(unsubscribeToken)}`,
  );
  return {
    page,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationJob(subscriber: Subscriber, confirmToken: string): NewOutboxJob {
  const copy = mailCopy.newsletter.confirm;
  return {
    channel: "email",
    topic: "newsletter.confirmation",
    source: { table: SUBSCRIBERS, id: subscriber.id },
    payload: email([subscriber.email], copy.subject, {
      paragraphs: copy.body,
      link: {
        label: copy.action,
        href: siteLink(`${NEWSLETTER_PATHS.confirm}?t=${encodeURIComponent(confirmToken)}`),
      },
      footer: [mailCopy.acknowledgement.signOff, mailCopy.acknowledgement.contactLine],
    }),
  };
}

export function welcomeJobs(
  subscriber: Subscriber,
  unsubscribeToken: string,
  settings: MailSettings,
  at: Date,
): NewOutboxJob[] {
  const copy = mailCopy.newsletter;
  const unsubscribe = unsubscribeParts(unsubscribeToken);
  const source = { table: SUBSCRIBERS, id: subscriber.id };
  return [
    {
      channel: "email",
      topic: "newsletter.welcome",
      source,
      payload: email(
        [subscriber.email],
        copy.welcome.subject,
        {
          paragraphs: copy.welcome.body,
          link: { label: copy.unsubscribe, href: unsubscribe.page },
          footer: [mailCopy.acknowledgement.signOff, copy.unsubscribeHint],
        },
        { headers: unsubscribe.headers },
      ),
    },
    ...webhookJobs(
      settings,
      "subscriber.confirmed",
      { id: subscriber.id, email: subscriber.email },
      source,
      at,
    ),
  ];
}

export function unsubscribedJobs(
  subscriber: Subscriber,
  settings: MailSettings,
  at: Date,
): NewOutboxJob[] {
  return webhookJobs(
    settings,
    "subscriber.unsubscribed",
    { id: subscriber.id, email: subscriber.email },
    { table: SUBSCRIBERS, id: subscriber.id },
    at,
  );
}
