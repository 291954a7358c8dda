/**
 * The site's emails and webhook events, composed from a stored row: the team's notification and
 * the visitor's acknowledgement of a submission, the newsletter's confirmation and welcome. Every
 * value a visitor typed is escaped in the HTML part; subjects are single lines; links point only
 * at the configured site URL. The words are in src/content/mail.ts; the visitor's messages are in
 * the language of the page they sent the form from (its mirror, through the catalogs), the
 * team's stay in English.
 */
import {
  defaultLocale,
  localeInfo,
  localizeHref,
  writtenLocale,
  type Locale,
} from "@/config/locales";
import { NEWSLETTER_PATHS } from "@/config/routes";
import { siteConfig } from "@/config/site";
// The team's words: always English (src/content/mail.ts), whatever the visitor's language.
import { mailCopy } from "@/content/mail";
import type { Attribution } from "@/lib/analytics/attribution";
import { formRegistryIn } from "@/lib/forms/registries";
import type { FormKind, FormOutput } from "@/lib/forms/registry";
import { copyIn } from "@/lib/i18n/catalogs";
import type { EmailPayload, NewOutboxJob } from "@/lib/outbox/jobs";

import { greetingName } from "./greeting-name";
import { mailDomain, teamAddress, teamRecipients, type MailSettings } from "./settings";

/** A stored submission: what its messages are made of. */
export interface StoredSubmission<Kind extends FormKind = FormKind> {
  kind: Kind;
  /** The table and id of the stored row (the inbox link, the ticket reference). */
  table: string;
  id: number;
  data: FormOutput<Kind>;
  /** The unprefixed path of the page it was sent from. */
  sourcePage: string;
  /** The language of that page (English when not given). */
  locale?: Locale;
  /** Where the visit that brought it came from (none known when not given). */
  attribution?: Partial<Attribution>;
  receivedAt: Date;
}

/** The visitor's words, in their page's language. */
function visitorCopy(locale: Locale) {
  return copyIn(locale, "mail").mailCopy;
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
export function siteLink(path: string): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}

export type Row = { label: string; value: string };

/** The label of a field as a row's heading: no full stop before the text part's colon. */
function rowLabel(field: { label: string }): string {
  // A label written as a sentence ("... (optional).") is a heading here.
  return field.label.replace(/\s*[.:]$/, "");
}

/** Every field of a form as label and value, in the form's order: the team's rows (English). */
function fieldRows(kind: FormKind, data: Record<string, unknown>): Row[] {
  const words = mailCopy.team;
  const fields = formRegistryIn(defaultLocale)[kind].spec.fields as Record<
    string,
    { label: string; type: string; options?: readonly { value: string; label: string }[] }
  >;
  return Object.entries(fields).map(([name, field]) => {
    const raw = data[name];
    let value: string;
    if (typeof raw === "boolean") value = raw ? words.yes : words.no;
    else if (raw === undefined || raw === null || raw === "") value = words.empty;
    else {
      const text = String(raw);
      value = field.options?.find((option) => option.value === text)?.label ?? text;
    }
    return { label: rowLabel(field), value };
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

function renderHtml(body: Body, locale: Locale): string {
  const { lang, dir } = localeInfo[locale];
  // The label column's side and gap follow the direction (mail clients know no logical CSS).
  const start = dir === "rtl" ? "right" : "left";
  const labelPadding = dir === "rtl" ? "4px 0 4px 16px" : "4px 16px 4px 0";
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const rows = body.rows
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:${start};vertical-align:top;padding:${labelPadding};color:#555">${escapeHtml(
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
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">${body.paragraphs
    .map(p)
    .join("")}${rows}${link}${footer}</body></html>`;
}

/** An email from its words: the text part, and the HTML part with every value escaped. */
export function email(
  to: string[],
  subject: string,
  body: Body,
  extra: Pick<EmailPayload, "replyTo" | "headers"> = {},
  locale: Locale = defaultLocale,
): EmailPayload {
  return {
    to,
    subject: oneLine(subject),
    text: renderText(body),
    html: renderHtml(body, locale),
    ...extra,
  };
}

function locale(submission: StoredSubmission): Locale {
  return submission.locale ?? defaultLocale;
}

/** The page a submission was sent from, in its language (/ar/contact). */
function sentFrom(submission: StoredSubmission): string {
  return siteLink(localizeHref(submission.sourcePage, locale(submission)));
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
    { label: mailCopy.team.labels.sourcePage, value: sentFrom(submission) },
    {
      label: mailCopy.team.labels.language,
      value: mailCopy.team.languages[writtenLocale(locale(submission))],
    },
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

/**
 * What the visitor chose among our own choices (the service, the plan of a pricing page, a
 * ticket's priority), in our words: a select's value that is one of its options, a plan that
 * is one of ours. Nothing they typed (see `acknowledgement`).
 */
function chosenRows(kind: FormKind, data: Record<string, unknown>, language: Locale): Row[] {
  const fields = formRegistryIn(language)[kind].spec.fields as Record<
    string,
    { label: string; options?: readonly { value: string; label: string }[] }
  >;
  const rows: Row[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    if (typeof value !== "string" || value === "") continue;
    const label = rowLabel(field);
    const option = field.options?.find((choice) => choice.value === value);
    if (option) rows.push({ label, value: option.label });
    if (name === "plan") {
      const plan = copyIn(language, "plan-choices").describePlanChoice(value);
      if (plan) rows.push({ label, value: plan });
    }
  }
  return rows;
}

/**
 * The visitor's acknowledgement. It goes to the address they typed, which nobody has shown to
 * be theirs, so it carries no text a stranger chose (issue 32, "a mail relay"): no message,
 * company or subject, only our words, the choices they made among ours, the reference, and
 * their name when it is plainly one (greetingName). The team's notification has everything.
 */
function acknowledgement(submission: StoredSubmission): EmailPayload | null {
  const language = locale(submission);
  const copy = visitorCopy(language).acknowledgement;
  const data = submission.data as Record<string, unknown>;
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
  const typedName =
    submission.kind === "contact" ? `${data.firstName} ${data.lastName}` : String(data.name ?? "");
  const chosen = chosenRows(submission.kind, data, language);
  // A reply reaches the team that handles the form, not the no-reply sender.
  const team = teamAddress[submission.kind];
  return email(
    [String(data.email)],
    subject,
    {
      paragraphs: [
        copy.greeting(greetingName(typedName)),
        ...paragraphs,
        ...(chosen.length > 0 ? [copy.yourChoices] : []),
      ],
      rows: chosen.length > 0 ? chosen : undefined,
      footer: [copy.signOff, copy.contactLine, copy.why],
    },
    team ? { replyTo: team } : {},
    language,
  );
}

/** A Standard Webhooks event to every configured endpoint: `{ type, timestamp, data }`. */
export function webhookJobs(
  settings: MailSettings,
  type: string,
  data: Record<string, unknown>,
  source: { table: string; id: number; email: string },
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

/**
 * A webhook's `attribution`: where the visit that brought the submission came from, each of the
 * five fields present, null when not known (no visit found, or a browser that asked not to be
 * tracked). Nothing in it identifies a person.
 */
export function webhookAttribution(given: Partial<Attribution> = {}): Attribution {
  return {
    entryPath: given.entryPath ?? null,
    referrerHost: given.referrerHost ?? null,
    campaignSource: given.campaignSource ?? null,
    campaignMedium: given.campaignMedium ?? null,
    campaignName: given.campaignName ?? null,
  };
}

/** Everything a stored submission sends: team email, acknowledgement, webhooks. */
export function submissionJobs(
  submission: StoredSubmission,
  settings: MailSettings,
): NewOutboxJob[] {
  const source = {
    table: submission.table,
    id: submission.id,
    email: String((submission.data as Record<string, unknown>).email),
  };
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
      unverifiedRecipient: true,
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
          sourcePage: sentFrom(submission),
          locale: locale(submission),
          attribution: webhookAttribution(submission.attribution),
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
  /** The language of the page they signed up on: their messages and links are in it. */
  locale?: Locale;
}

const SUBSCRIBERS = "newsletter_subscribers";

/**
 * The link and headers every message to a subscriber carries: the list's identity (RFC 2919,
 * under the site's domain) and its one-click unsubscribe (RFC 8058).
 */
function unsubscribeParts(unsubscribeToken: string, locale: Locale) {
  const page = siteLink(
    localizeHref(
      `${NEWSLETTER_PATHS.unsubscribe}?t=${encodeURIComponent(unsubscribeToken)}`,
      locale,
    ),
  );
  const oneClick = siteLink(
    localizeHref(`${NEWSLETTER_PATHS.oneClick}?t=${encodeURIComponent(unsubscribeToken)}`, locale),
  );
  return {
    page,
    headers: {
      "List-Id": `${siteConfig.name} newsletter <newsletter.${mailDomain}>`,
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationJob(subscriber: Subscriber, confirmToken: string): NewOutboxJob {
  const language = subscriber.locale ?? defaultLocale;
  const words = visitorCopy(language);
  const copy = words.newsletter.confirm;
  const confirmPath = `${NEWSLETTER_PATHS.confirm}?t=${encodeURIComponent(confirmToken)}`;
  return {
    channel: "email",
    topic: "newsletter.confirmation",
    source: { table: SUBSCRIBERS, id: subscriber.id, email: subscriber.email },
    unverifiedRecipient: true,
    payload: email(
      [subscriber.email],
      copy.subject,
      {
        paragraphs: copy.body,
        link: { label: copy.action, href: siteLink(localizeHref(confirmPath, language)) },
        footer: [words.acknowledgement.signOff, words.acknowledgement.contactLine],
      },
      {},
      language,
    ),
  };
}

export function welcomeJobs(
  subscriber: Subscriber,
  unsubscribeToken: string,
  settings: MailSettings,
  at: Date,
): NewOutboxJob[] {
  const language = subscriber.locale ?? defaultLocale;
  const words = visitorCopy(language);
  const copy = words.newsletter;
  const unsubscribe = unsubscribeParts(unsubscribeToken, language);
  const source = { table: SUBSCRIBERS, id: subscriber.id, email: subscriber.email };
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
          footer: [words.acknowledgement.signOff, copy.unsubscribeHint],
        },
        { headers: unsubscribe.headers },
        language,
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
    { table: SUBSCRIBERS, id: subscriber.id, email: subscriber.email },
    at,
  );
}
