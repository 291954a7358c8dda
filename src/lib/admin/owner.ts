import "server-only";

import {
  createAccount,
  findAccountByEmail,
  setAccountDisabled,
  setAccountPassword,
  updateAccount,
} from "@/lib/db/accounts";
import { recordAudit } from "@/lib/db/audit";

import { LEGACY_OWNER_EMAIL, ownerEnvironmentProblem } from "./password-policy.mjs";
import { hashPassword, verifyPassword } from "./passwords";

export { LEGACY_OWNER_EMAIL };

/**
 * The owner account that ADMIN_EMAIL and ADMIN_PASSWORD describe. Without ADMIN_EMAIL (an install
 * from before accounts existed) the owner signs in with LEGACY_OWNER_EMAIL, or with the email
 * left empty, and the sign-in screen and the server's log say to set ADMIN_EMAIL. ADMIN_PASSWORD
 * meets the password policy (password-policy.mjs): server.mjs refuses to start otherwise.
 */
export function ownerFromEnvironment(): {
  email: string;
  password: string;
  legacy: boolean;
} | null {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) return null;
  const email = process.env.ADMIN_EMAIL?.trim();
  return { email: email || LEGACY_OWNER_EMAIL, password, legacy: !email };
}

/**
 * Creates or updates the owner account from ADMIN_EMAIL / ADMIN_PASSWORD: it exists, is an
 * owner, is enabled and has that password (the environment is the owner's way back in). Runs
 * once per process, at start and again before a sign-in if the database was not there at start.
 */
const ownerStore = globalThis as typeof globalThis & { __cedarwaveOwner?: Promise<void> };

export function ensureOwnerAccount(): Promise<void> {
  ownerStore.__cedarwaveOwner ??= syncOwner().catch((error: unknown) => {
    ownerStore.__cedarwaveOwner = undefined;
    throw error;
  });
  return ownerStore.__cedarwaveOwner;
}

async function syncOwner(): Promise<void> {
  const owner = ownerFromEnvironment();
  if (!owner) return;
  if (owner.legacy) {
    console.warn(
      `[admin] ADMIN_EMAIL is not set: the owner signs in as ${LEGACY_OWNER_EMAIL} (or with the email left empty) and ADMIN_PASSWORD. Set ADMIN_EMAIL to give the owner a named account.`,
    );
  }
  // server.mjs has refused to start on it already; `next dev` and the tests come here.
  const problem = ownerEnvironmentProblem(process.env);
  if (problem) throw new Error(problem);
  const existing = await findAccountByEmail(owner.email);
  const system = null;
  if (!existing) {
    const id = await createAccount({
      email: owner.email,
      name: process.env.ADMIN_NAME?.trim() || "Owner",
      role: "owner",
      passwordHash: await hashPassword(owner.password),
    });
    if (id !== undefined) {
      await recordAudit({
        action: "account.created",
        actor: system,
        target: `account #${id}`,
        detail: { role: "owner", from: "environment" },
      });
    }
    return;
  }
  const changes: string[] = [];
  if (!(await verifyPassword(owner.password, existing.passwordHash))) {
    await setAccountPassword(existing.id, await hashPassword(owner.password));
    changes.push("password");
  }
  if (existing.role !== "owner") {
    await updateAccount(existing.id, { role: "owner" });
    changes.push("role");
  }
  if (existing.disabledAt) {
    await setAccountDisabled(existing.id, false);
    changes.push("enabled");
  }
  if (changes.length > 0) {
    await recordAudit({
      action: "account.updated",
      actor: system,
      target: `account #${existing.id}`,
      detail: { changes, from: "environment" },
    });
  }
}
