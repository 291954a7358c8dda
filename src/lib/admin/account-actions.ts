"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import type { AccountsNotice } from "@/content/admin-accounts";
import { requestIpHash, requireOwner } from "@/lib/admin/auth";
import { createAccount } from "@/lib/db/accounts";
import { recordAudit } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { ADMIN_ROLES } from "@/lib/db/schema";

import { hashPassword, passwordProblem } from "./passwords";

const newAccountSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(100),
  role: z.enum(ADMIN_ROLES),
  password: z.string(),
});

function back(notice: AccountsNotice): never {
  redirect(`/admin/accounts?notice=${notice}`);
}

/** The owner adds an account (Accounts page, works without JavaScript). */
export async function addAccount(formData: FormData): Promise<void> {
  const owner = await requireOwner();
  const parsed = newAccountSchema.safeParse({
    email: formData.get("email"),
    name: formData.get("name"),
    role: formData.get("role"),
    password: formData.get("password"),
  });
  if (!parsed.success) back("invalid");
  const problem = passwordProblem(parsed.data.password);
  if (problem) back(problem === "short" ? "passwordShort" : "passwordLong");
  let notice: AccountsNotice;
  try {
    const passwordHash = await hashPassword(parsed.data.password);
    const ipHash = await requestIpHash();
    const db = await getDb();
    notice = await db.transaction(async (tx) => {
      const id = await createAccount(
        { email: parsed.data.email, name: parsed.data.name, role: parsed.data.role, passwordHash },
        tx,
      );
      if (id === undefined) return "exists";
      await recordAudit(
        {
          action: "account.created",
          actor: { id: owner.id, email: owner.email },
          target: `account #${id}`,
          detail: { role: parsed.data.role },
          ipHash,
        },
        tx,
      );
      return "added";
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    notice = "unavailable";
  }
  back(notice);
}
