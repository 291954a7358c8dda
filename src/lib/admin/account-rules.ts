import "server-only";

import { z } from "zod";

import {
  accountPasswordHash,
  createAccount,
  findAccount,
  lockEnabledOwners,
  setAccountDisabled,
  setAccountPassword,
  updateAccount,
  type AdminRole,
} from "@/lib/db/accounts";
import { recordAudit, type AuditEntry } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { ADMIN_ROLES } from "@/lib/db/schema";

import { passwordProblem } from "./password-policy.mjs";
import { hashPassword, verifyPassword } from "./passwords";

/**
 * The rules of managing inbox accounts, shared by the owner's forms (account-actions.ts) and the
 * command line (scripts/admin.ts), so both refuse the same things:
 * - a new password meets the policy of password-policy.mjs (`passwordProblem`): at least
 *   MIN_PASSWORD_LENGTH characters, not whitespace only, not one character repeated, not the
 *   account's email or the part before its @, not easy to guess (the strength estimator);
 * - an owner cannot disable their own account;
 * - the last enabled owner can be neither disabled nor made a member (the inbox would have no one
 *   left to manage it; ADMIN_EMAIL/ADMIN_PASSWORD or the command line would be the only way back);
 * - disabling an account or resetting its password ends its sessions at once.
 * Every change is recorded in the audit trail in the same transaction as the change.
 */

/** Who makes a change: an account (the inbox) or nobody (`from: "command line"`). */
export interface ChangedBy {
  actor: AuditEntry["actor"];
  ipHash?: string | null;
  /** Where a change without an account came from, kept in the entry's detail. */
  from?: "command line";
}

const passwordOutcomes = {
  short: "passwordShort",
  long: "passwordLong",
  blank: "passwordBlank",
  repeated: "passwordRepeated",
  email: "passwordEmail",
  weak: "passwordWeak",
} as const;

type PasswordOutcome = (typeof passwordOutcomes)[keyof typeof passwordOutcomes];

/** What is wrong with `password` as the new password of the account of `email`, as a notice. */
function passwordOutcome(password: string, email: string): PasswordOutcome | null {
  const problem = passwordProblem(password, email);
  return problem ? passwordOutcomes[problem] : null;
}

function audit(
  by: ChangedBy,
  action: AuditEntry["action"],
  id: number,
  detail: Record<string, unknown> = {},
): AuditEntry {
  const withOrigin = by.from ? { ...detail, from: by.from } : detail;
  return {
    action,
    actor: by.actor,
    target: `account #${id}`,
    detail: Object.keys(withOrigin).length > 0 ? withOrigin : null,
    ipHash: by.ipHash ?? null,
  };
}

const newAccountSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(100),
  role: z.enum(ADMIN_ROLES),
  password: z.string(),
});

export type AddOutcome =
  { outcome: "added"; id: number } | { outcome: "exists" | "invalid" | PasswordOutcome };

/** Adds an account (`account.created`). */
export async function addAccount(input: unknown, by: ChangedBy): Promise<AddOutcome> {
  const parsed = newAccountSchema.safeParse(input);
  if (!parsed.success) return { outcome: "invalid" };
  const problem = passwordOutcome(parsed.data.password, parsed.data.email);
  if (problem) return { outcome: problem };
  const { email, name, role } = parsed.data;
  const passwordHash = await hashPassword(parsed.data.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const id = await createAccount({ email, name, role, passwordHash }, tx);
    if (id === undefined) return { outcome: "exists" as const };
    await recordAudit(audit(by, "account.created", id, { role }), tx);
    return { outcome: "added" as const, id };
  });
}

export type StateOutcome = "done" | "unchanged" | "missing" | "self" | "lastOwner";

/**
 * Disables (`account.disabled`, its sessions end) or enables (`account.enabled`) an account.
 * Refused for the actor's own account and for the last enabled owner.
 */
export async function setDisabled(
  id: number,
  disabled: boolean,
  by: ChangedBy,
): Promise<StateOutcome> {
  if (disabled && by.actor?.id === id) return "self";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owners = await lockEnabledOwners(tx);
    const account = await findAccount(id, tx);
    if (!account) return "missing";
    if (Boolean(account.disabledAt) === disabled) return "unchanged";
    if (disabled && owners.length === 1 && owners[0] === id) return "lastOwner";
    await setAccountDisabled(id, disabled, tx);
    await recordAudit(audit(by, disabled ? "account.disabled" : "account.enabled", id), tx);
    return "done";
  });
}

/** Makes an account an owner or a member (`account.updated`); the last enabled owner stays one. */
export async function setRole(id: number, role: AdminRole, by: ChangedBy): Promise<StateOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owners = await lockEnabledOwners(tx);
    const account = await findAccount(id, tx);
    if (!account) return "missing";
    if (account.role === role) return "unchanged";
    if (role !== "owner" && owners.length === 1 && owners[0] === id) return "lastOwner";
    await updateAccount(id, { role }, tx);
    await recordAudit(
      audit(by, "account.updated", id, { changes: ["role"], role, previousRole: account.role }),
      tx,
    );
    return "done";
  });
}

/** The owner sets another password for an account (`account.password_reset`); its sessions end. */
export async function resetPassword(
  id: number,
  password: string,
  by: ChangedBy,
): Promise<"done" | "missing" | PasswordOutcome> {
  const account = await findAccount(id);
  if (!account) return "missing";
  const problem = passwordOutcome(password, account.email);
  if (problem) return problem;
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await findAccount(id, tx))) return "missing";
    await setAccountPassword(id, passwordHash, undefined, tx);
    await recordAudit(audit(by, "account.password_reset", id), tx);
    return "done" as const;
  });
}

/**
 * Someone changes their own password (`account.password_changed`), knowing the current one: the
 * session it is done from stays, every other session of the account ends.
 */
export async function changeOwnPassword(
  id: number,
  current: string,
  next: string,
  keepSessionHash: string,
  by: ChangedBy,
): Promise<"done" | "wrongCurrent" | PasswordOutcome> {
  const [stored, account] = await Promise.all([accountPasswordHash(id), findAccount(id)]);
  if (stored === undefined || !(await verifyPassword(current, stored))) return "wrongCurrent";
  const problem = passwordOutcome(next, account?.email ?? "");
  if (problem) return problem;
  const passwordHash = await hashPassword(next);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await setAccountPassword(id, passwordHash, keepSessionHash, tx);
    await recordAudit(audit(by, "account.password_changed", id), tx);
    return "done" as const;
  });
}
