import type * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { workflowCopy } from "@/content/admin-workflow";
import { attributionOf, attributionSentence } from "@/lib/admin/attribution-view";
import { ATTRIBUTION_COLUMNS } from "@/lib/admin/columns";
import { formatTime } from "@/lib/admin/outbox";
import {
  addNote,
  changeSubmissionAssignee,
  changeSubmissionStatus,
} from "@/lib/admin/workflow-actions";
import type { AdminUser } from "@/lib/db/accounts";
import { SUBMISSION_STATUSES } from "@/lib/db/schema";
import { MAX_NOTE_LENGTH, type Submission, type WorkflowTable } from "@/lib/db/workflow";

import { fieldLabel, fieldValue } from "./field-display";

const copy = workflowCopy.submission;
const control = "block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm";
const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * The workflow's own columns, the time received and where it came from, shown in their
 * sections, not among the fields.
 */
const OWN_SECTION_COLUMNS = new Set<string>([
  "status",
  "assigneeId",
  "lastActivityAt",
  "closedAt",
  "createdAt",
  ...ATTRIBUTION_COLUMNS,
]);

function Fields({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-border p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A submission's page: what was sent (as text: React escapes every value), its status and
 * assignee with their forms, the messages it caused and the team's notes. The three forms are
 * plain Server Action forms: they work with JavaScript off and come back with a notice.
 */
export function SubmissionView({
  table,
  submission,
  accounts,
}: {
  table: WorkflowTable;
  submission: Submission;
  accounts: Pick<AdminUser, "id" | "name">[];
}) {
  const { row } = submission;
  const fields: [string, React.ReactNode][] = Object.entries(row)
    .filter(([key]) => !OWN_SECTION_COLUMNS.has(key))
    .map(([key, value]) => [fieldLabel(key), fieldValue(key, value) || workflowCopy.empty]);
  // A disabled account keeps the work it has: it stays in the choice until reassigned.
  const choices =
    row.assigneeId !== null && !accounts.some((account) => account.id === row.assigneeId)
      ? [
          ...accounts,
          { id: row.assigneeId, name: submission.assigneeName ?? String(row.assigneeId) },
        ]
      : accounts;
  const workflow: [string, React.ReactNode][] = [
    [workflowCopy.fieldLabels.status, workflowCopy.statuses[row.status]],
    [workflowCopy.fieldLabels.assigneeName, submission.assigneeName ?? workflowCopy.nobody],
    [copy.created, formatTime(row.createdAt)],
    [copy.lastActivity, formatTime(row.lastActivityAt)],
    [copy.closed, row.closedAt ? formatTime(row.closedAt) : copy.notClosed],
  ];
  return (
    <article>
      <h2 className="text-xl font-bold">{workflowCopy.itemTitle[table](row.id)}</h2>

      <Section id="submission-workflow" title={copy.workflow}>
        <Fields rows={workflow} />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <form action={changeSubmissionStatus.bind(null, table, row.id)} className="space-y-2">
            <label htmlFor="submission-status" className="block text-sm font-medium">
              {copy.statusLabel}
            </label>
            <div className="flex gap-2">
              <select
                id="submission-status"
                name="status"
                defaultValue={row.status}
                aria-describedby="submission-spam-hint"
                className={control}
              >
                {SUBMISSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {workflowCopy.statuses[status]}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonClasses({ size: "sm" })}>
                {copy.statusButton}
              </button>
            </div>
            <p id="submission-spam-hint" className="text-sm text-muted-foreground">
              {copy.spamHint}
            </p>
          </form>
          <form action={changeSubmissionAssignee.bind(null, table, row.id)} className="space-y-2">
            <label htmlFor="submission-assignee" className="block text-sm font-medium">
              {copy.assigneeLabel}
            </label>
            <div className="flex gap-2">
              <select
                id="submission-assignee"
                name="assignee"
                defaultValue={row.assigneeId === null ? "" : String(row.assigneeId)}
                className={control}
              >
                <option value="">{workflowCopy.nobody}</option>
                {choices.map((account) => (
                  <option key={account.id} value={String(account.id)}>
                    {account.name}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonClasses({ size: "sm" })}>
                {copy.assigneeButton}
              </button>
            </div>
          </form>
        </div>
      </Section>

      <Section id="submission-fields" title={copy.fields}>
        <Fields rows={fields} />
      </Section>

      <Section id="submission-attribution" title={workflowCopy.attribution.title}>
        <p className="text-sm">{attributionSentence(attributionOf(row))}</p>
        <p className="mt-2 text-sm text-muted-foreground">{workflowCopy.attribution.hint}</p>
      </Section>

      <Section id="submission-notes" title={copy.notes}>
        <p className="mb-4 text-sm text-muted-foreground">{copy.notesHint}</p>
        {submission.notes.length === 0 ? (
          <p className="text-sm">{copy.noNotes}</p>
        ) : (
          <ol className="space-y-3">
            {submission.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-muted p-3 text-sm">
                <p className="mb-1 text-xs font-medium text-muted-foreground">
                  {copy.noteBy(note.authorName, formatTime(note.createdAt))}
                </p>
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form action={addNote.bind(null, table, row.id)} className="mt-4 space-y-2">
          <label htmlFor="submission-note" className="block text-sm font-medium">
            {copy.noteLabel}
          </label>
          <textarea
            id="submission-note"
            name="body"
            required
            rows={4}
            maxLength={MAX_NOTE_LENGTH}
            className={control}
          />
          <button type="submit" className={buttonClasses({ size: "sm" })}>
            {copy.noteButton}
          </button>
        </form>
      </Section>

      <Section id="submission-messages" title={copy.messages}>
        {submission.jobs.length === 0 ? (
          <p className="text-sm">{copy.noMessages}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {submission.jobs.map((job) => (
              <li key={job.id}>
                <Link href={`/admin/outbox/${job.id}`} className={linkClasses}>
                  {copy.openJob(job.id, job.topic)}
                </Link>
                {copy.jobState(adminCopy.outbox.states[job.status])}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}
