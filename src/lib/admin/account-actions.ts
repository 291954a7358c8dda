"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import type { AccountsNotice, OwnAccountNotice } from "@/content/admin-accounts";
import { currentSessionHash, requestIpHash, requireOwner, requireUser } from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { rowIdSchema } from "@/lib/db/row-id";
import { ADMIN_ROLES } from "@/lib/db/schema";

import {
  addAccount as addAccountRule,
  resetPassword as resetPasswordRule,
  setDisabled,
  setRole,
  type ChangedBy,
} from "./account-rules";
import { changeOwnPasswordWithinLimits } from "./sign-in";

function back(notice: AccountsNotice): never {
  redirect(`/admin/accounts?notice=${notice}`);
}

/** The signed-in owner as the author of a change, or back to the inbox. */
async function ownerChange(): Promise<ChangedBy> {
  const owner = await requireOwner();
  return { actor: { id: owner.id, email: owner.email }, ipHash: await requestIpHash() };
}

/** Runs a change; an unavailable database is a notice, any other error a fault. */
async function attempt<Notice extends string>(
  change: () => Promise<Notice>,
): Promise<Notice | "unavailable"> {
  try {
    return await change();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] account change failed:", error);
    return "unavailable";
  }
}

const stateNotices = {
  done: null,
  unchanged: "unchanged",
  missing: "missing",
  self: "self",
  lastOwner: "lastOwner",
} as const;

/**
 * The owner adds an account (Accounts page, works without JavaScript). Bound as
 * `addAccount.bind(null, null)`: the site's actions take their form second (src/lib/http/edge.mjs).
 */
export async function addAccount(_state: null, formData: FormData): Promise<void> {
  const by = await ownerChange();
  const notice = await attempt(async () => {
    const result = await addAccountRule(
      {
        email: formData.get("email"),
        name: formData.get("name"),
        role: formData.get("role"),
        password: formData.get("password"),
      },
      by,
    );
    return result.outcome;
  });
  back(notice);
}

/** The owner disables an account (bound to its id): its sessions end at once. */
export async function disableAccount(id: number): Promise<void> {
  const by = await ownerChange();
  const parsed = rowIdSchema.safeParse(id);
  if (!parsed.success) back("missing");
  const outcome = await attempt(() => setDisabled(parsed.data, true, by));
  back(outcome === "unavailable" ? outcome : (stateNotices[outcome] ?? "disabled"));
}

/** The owner enables a disabled account again (bound to its id). */
export async function enableAccount(id: number): Promise<void> {
  const by = await ownerChange();
  const parsed = rowIdSchema.safeParse(id);
  if (!parsed.success) back("missing");
  const outcome = await attempt(() => setDisabled(parsed.data, false, by));
  back(outcome === "unavailable" ? outcome : (stateNotices[outcome] ?? "enabled"));
}

/** The owner makes an account an owner or a member (bound to its id; `role` from the form). */
export async function changeRole(id: number, formData: FormData): Promise<void> {
  const by = await ownerChange();
  const parsed = z
    .object({ id: rowIdSchema, role: z.enum(ADMIN_ROLES) })
    .safeParse({ id, role: formData.get("role") });
  if (!parsed.success) back("invalid");
  const outcome = await attempt(() => setRole(parsed.data.id, parsed.data.role, by));
  back(outcome === "unavailable" ? outcome : (stateNotices[outcome] ?? "roleChanged"));
}

/** The owner sets a new password for an account (bound to its id): its sessions end. */
export async function resetPassword(id: number, formData: FormData): Promise<void> {
  const by = await ownerChange();
  const parsed = z
    .object({ id: rowIdSchema, password: z.string().max(4096) })
    .safeParse({ id, password: formData.get("password") });
  if (!parsed.success) back("passwordLong");
  const outcome = await attempt(() => resetPasswordRule(parsed.data.id, parsed.data.password, by));
  back(outcome === "done" ? "passwordReset" : outcome);
}

const ownPasswordSchema = z.object({
  current: z.string().max(4096),
  password: z.string().max(4096),
  repeat: z.string().max(4096),
});

function backToAccount(notice: OwnAccountNotice): never {
  redirect(`/admin/account?notice=${notice}`);
}

/**
 * Anyone signed in changes their own password (Your account): the current one first; the session
 * it is done from stays, the account's other sessions end.
 */
export async function changeOwnPassword(_state: null, formData: FormData): Promise<void> {
  const user = await requireUser();
  const parsed = ownPasswordSchema.safeParse({
    current: formData.get("current"),
    password: formData.get("password"),
    repeat: formData.get("repeat"),
  });
  if (!parsed.success) backToAccount("passwordLong");
  if (parsed.data.password !== parsed.data.repeat) backToAccount("mismatch");
  const session = await currentSessionHash();
  if (!session) redirect("/admin");
  const by: ChangedBy = {
    actor: { id: user.id, email: user.email },
    ipHash: await requestIpHash(),
  };
  const outcome = await attempt(() =>
    changeOwnPasswordWithinLimits(user, parsed.data.current, parsed.data.password, session, by),
  );
  backToAccount(outcome === "done" ? "changed" : outcome);
}
