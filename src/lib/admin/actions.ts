"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { adminCopy } from "@/content/admin";
import {
  adminEnabled,
  currentUser,
  endSession,
  requestIpHash,
  requireUser,
  signIn,
} from "@/lib/admin/auth";
import { recordAudit } from "@/lib/db/audit";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { rowIdSchema } from "@/lib/db/row-id";
import { retryJob } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";

export interface LoginState {
  error?: string;
}

const credentialsSchema = z.object({
  email: z.string().max(254).catch(""),
  password: z.string().min(1).max(4096),
});

export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  try {
    if (!(await adminEnabled())) return { error: adminCopy.disabledTitle };
    const parsed = credentialsSchema.safeParse({
      email: formData.get("email") ?? "",
      password: formData.get("password"),
    });
    if (!parsed.success) return { error: adminCopy.wrongPassword };
    const outcome = await signIn(parsed.data.email, parsed.data.password);
    if (!outcome.ok) {
      return {
        error:
          outcome.reason === "limited"
            ? adminCopy.tooManyAttempts(outcome.retryInSeconds)
            : adminCopy.wrongPassword,
      };
    }
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] login failed:", error);
    return { error: adminCopy.databaseUnavailable };
  }
  redirect("/admin");
}

export async function logout(): Promise<void> {
  try {
    const user = await currentUser();
    await endSession();
    if (user) {
      await recordAudit({
        action: "sign_out",
        actor: { id: user.id, email: user.email },
        target: `account #${user.id}`,
        ipHash: await requestIpHash(),
      });
    }
  } catch (error) {
    console.error("[admin] logout failed:", error);
  }
  redirect("/admin");
}

/**
 * The Outbox's "Retry" on a failed job (bound to its id by the job's page): back in the queue
 * with fresh attempts, delivered at once by this process's worker. Signed-in staff only; a job
 * that is not failed is left alone. Back to the job's page with a notice (?retry=).
 */
export async function retryOutboxJob(id: number): Promise<void> {
  const user = await requireUser();
  const parsed = rowIdSchema.safeParse(id);
  if (!parsed.success) redirect("/admin/outbox");
  let outcome: "done" | "refused" | "unavailable";
  try {
    outcome = (await retryJob(parsed.data)) ? "done" : "refused";
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] retry failed:", error);
    outcome = "unavailable";
  }
  if (outcome === "done") {
    await recordAudit({
      action: "outbox.retry",
      actor: { id: user.id, email: user.email },
      target: `outbox #${parsed.data}`,
    });
    kickOutbox();
  }
  redirect(`/admin/outbox/${parsed.data}?retry=${outcome}`);
}
