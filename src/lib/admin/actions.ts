"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { adminCopy } from "@/content/admin";
import {
  adminAccess,
  adminEnabled,
  endSession,
  loginAllowed,
  passwordMatches,
  startSession,
} from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { retryJob } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";

export interface LoginState {
  error?: string;
}

export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  if (!adminEnabled()) return { error: adminCopy.disabledTitle };
  try {
    const { allowed, retryInSeconds } = await loginAllowed();
    if (!allowed) return { error: adminCopy.tooManyAttempts(retryInSeconds) };
    const password = formData.get("password");
    if (typeof password !== "string" || !passwordMatches(password)) {
      return { error: adminCopy.wrongPassword };
    }
    await startSession();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] login failed:", error);
    return { error: adminCopy.databaseUnavailable };
  }
  redirect("/admin");
}

export async function logout(): Promise<void> {
  try {
    await endSession();
  } catch (error) {
    console.error("[admin] logout failed:", error);
  }
  redirect("/admin");
}

const jobIdSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * The Outbox's "Retry" on a failed job (bound to its id by the job's page): back in the queue
 * with fresh attempts, delivered at once by this process's worker. Signed-in staff only; a job
 * that is not failed is left alone. Back to the job's page with a notice (?retry=).
 */
export async function retryOutboxJob(id: number): Promise<void> {
  if ((await adminAccess()) !== "signed-in") redirect("/admin");
  const parsed = jobIdSchema.safeParse(id);
  if (!parsed.success) redirect("/admin/outbox");
  let outcome: "done" | "refused" | "unavailable";
  try {
    outcome = (await retryJob(parsed.data)) ? "done" : "refused";
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] retry failed:", error);
    outcome = "unavailable";
  }
  if (outcome === "done") kickOutbox();
  redirect(`/admin/outbox/${parsed.data}?retry=${outcome}`);
}
