import type * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { adminCopy } from "@/content/admin";
import { retryOutboxJob } from "@/lib/admin/actions";
import { formatTime, jobContent, prettyJson, rawPayload, shownError } from "@/lib/admin/outbox";
import type { OutboxRow } from "@/lib/outbox/queue";

const copy = adminCopy.outbox;
const pre =
  "mt-2 max-h-[32rem] overflow-auto rounded-lg border border-border bg-muted p-4 text-xs whitespace-pre-wrap break-words";

function Fields({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, text }: { title: string; text: string }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <pre className={pre}>{text}</pre>
    </section>
  );
}

/**
 * One outbox job: its delivery state, its headers, and its parts as text. The HTML part is shown
 * as escaped source in a <pre>, never rendered (React escapes it; the CSP forbids frames anyway).
 */
export function OutboxJob({ job, hasEml }: { job: OutboxRow; hasEml: boolean }) {
  const content = jobContent(job.channel, job.payload);
  const delivery: [string, React.ReactNode][] = [
    [copy.columns.topic, job.topic],
    [copy.columns.channel, copy.channels[job.channel]],
    [copy.columns.state, copy.states[job.status]],
    [copy.columns.attempts, job.attempts],
    [copy.columns.created, formatTime(job.createdAt)],
    ...(job.status === "pending"
      ? [[copy.nextAttempt, formatTime(job.nextAttemptAt)] as [string, React.ReactNode]]
      : []),
    [copy.columns.sent, formatTime(job.sentAt)],
    [copy.columns.lastError, shownError(job.lastError)],
    ...(job.sourceTable
      ? [[copy.source, `${job.sourceTable} #${job.sourceId ?? ""}`] as [string, React.ReactNode]]
      : []),
  ];
  return (
    <article>
      <h2 className="text-xl font-bold">{copy.jobTitle(job.channel, job.id)}</h2>
      <div className="mt-4">
        <Fields rows={delivery} />
      </div>
      {job.status === "failed" ? (
        <form action={retryOutboxJob.bind(null, job.id)} className="mt-4 flex items-center gap-3">
          <button type="submit" className={buttonClasses({ size: "sm" })}>
            {copy.retry}
          </button>
          <span className="text-sm text-muted-foreground">{copy.retryHint}</span>
        </form>
      ) : null}
      {hasEml ? (
        <p className="mt-4 text-sm">
          <a
            href={`/admin/outbox/${job.id}/eml`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {copy.downloadEml}
          </a>
        </p>
      ) : null}

      <section className="mt-8" aria-label={copy.headers}>
        <h2 className="text-lg font-semibold">{copy.headers}</h2>
        <div className="mt-2">
          {content.channel === "email" ? (
            <Fields
              rows={[
                [copy.messageId, job.messageId],
                [copy.to, content.email.to.join(", ")],
                ...(content.email.replyTo
                  ? [[copy.replyTo, content.email.replyTo] as [string, React.ReactNode]]
                  : []),
                [copy.subject, content.email.subject],
                ...Object.entries(content.email.headers ?? {}),
              ]}
            />
          ) : content.channel === "webhook" ? (
            <Fields
              rows={[
                [copy.webhookId, job.messageId],
                [copy.url, content.webhook.url],
                [copy.eventType, content.webhook.type],
              ]}
            />
          ) : (
            <Fields
              rows={[[job.channel === "email" ? copy.messageId : copy.webhookId, job.messageId]]}
            />
          )}
        </div>
      </section>

      {content.channel === "email" ? (
        <>
          <Part title={copy.textPart} text={content.email.text} />
          <Part title={copy.htmlPart} text={content.email.html} />
        </>
      ) : content.channel === "webhook" ? (
        <Part title={copy.body} text={prettyJson(content.webhook.body)} />
      ) : (
        <Part title={copy.rawPayload} text={rawPayload(job.payload)} />
      )}
    </article>
  );
}
