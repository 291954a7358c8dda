"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { requireUser } from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { rowIdSchema, rowIdTextSchema } from "@/lib/db/row-id";
import { SUBMISSION_STATUSES, WORKFLOW_TABLES } from "@/lib/db/schema";
import {
  addSubmissionNote,
  MAX_NOTE_LENGTH,
  setSubmissionAssignee,
  setSubmissionStatus,
  type WorkflowTable,
} from "@/lib/db/workflow";

const targetSchema = z.object({
  table: z.enum(WORKFLOW_TABLES),
  id: rowIdSchema,
});

/** What a submission's page says after a change (`?notice=`): src/content/admin-workflow.ts. */
type Notice = "status" | "assignee" | "note" | "invalid" | "refused" | "unavailable";

/**
 * Runs one change on a submission for the signed-in account, then goes back to its page with a
 * notice. A target that is not a submission goes back to the list.
 */
async function change(
  table: unknown,
  id: unknown,
  run: (
    target: { table: WorkflowTable; id: number },
    actor: { id: number; email: string },
  ) => Promise<Notice | "missing">,
): Promise<never> {
  const user = await requireUser();
  const target = targetSchema.safeParse({ table, id });
  if (!target.success) redirect("/admin");
  let outcome: Notice | "missing";
  try {
    outcome = await run(target.data, { id: user.id, email: user.email });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] submission change failed:", error);
    outcome = "unavailable";
  }
  if (outcome === "missing") redirect(`/admin?tab=${target.data.table}`);
  redirect(`/admin/${target.data.table}/${target.data.id}?notice=${outcome}`);
}

const statusSchema = z.enum(SUBMISSION_STATUSES);

/** The status form of a submission's page (bound to its table and id). */
export async function changeSubmissionStatus(
  table: WorkflowTable,
  id: number,
  formData: FormData,
): Promise<void> {
  await change(table, id, async (target, actor) => {
    const status = statusSchema.safeParse(formData.get("status"));
    if (!status.success) return "invalid";
    const outcome = await setSubmissionStatus(target.table, target.id, status.data, actor);
    return outcome.found ? "status" : "missing";
  });
}

const assigneeSchema = z.union([z.literal("").transform(() => null), rowIdTextSchema]);

/** The assignee form: an enabled account's id, or "" for nobody. */
export async function changeSubmissionAssignee(
  table: WorkflowTable,
  id: number,
  formData: FormData,
): Promise<void> {
  await change(table, id, async (target, actor) => {
    const assignee = assigneeSchema.safeParse(formData.get("assignee"));
    if (!assignee.success) return "invalid";
    const outcome = await setSubmissionAssignee(target.table, target.id, assignee.data, actor);
    return outcome === "done" ? "assignee" : outcome;
  });
}

const noteSchema = z.string().trim().min(1).max(MAX_NOTE_LENGTH);

/** The note form: 1 to 5000 characters. */
export async function addNote(table: WorkflowTable, id: number, formData: FormData): Promise<void> {
  await change(table, id, async (target, actor) => {
    const body = noteSchema.safeParse(formData.get("body"));
    if (!body.success) return "invalid";
    return (await addSubmissionNote(target.table, target.id, body.data, actor))
      ? "note"
      : "missing";
  });
}
