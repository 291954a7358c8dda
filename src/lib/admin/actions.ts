"use server";

import { redirect } from "next/navigation";

import { adminCopy } from "@/content/admin";
import {
  adminEnabled,
  endSession,
  loginAllowed,
  passwordMatches,
  startSession,
} from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";

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
