import "server-only";

import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";

import { getDb, type Database } from "./client";
import { adminSessions, adminUsers, type ADMIN_ROLES } from "./schema";

export type AdminRole = (typeof ADMIN_ROLES)[number];

/** An inbox account as pages see it: never its password hash. */
export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  disabledAt: Date | null;
  signedInAt: Date | null;
  previousSignedInAt: Date | null;
  createdAt: Date;
}

const publicColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  disabledAt: adminUsers.disabledAt,
  signedInAt: adminUsers.signedInAt,
  previousSignedInAt: adminUsers.previousSignedInAt,
  createdAt: adminUsers.createdAt,
};

const byEmail = (email: string) => sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`;

export async function findAccountByEmail(
  email: string,
  db?: Database,
): Promise<(AdminUser & { passwordHash: string }) | undefined> {
  db ??= await getDb();
  const [row] = await db
    .select({ ...publicColumns, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(byEmail(email));
  return row;
}

export async function findAccount(id: number, db?: Database): Promise<AdminUser | undefined> {
  db ??= await getDb();
  const [row] = await db.select(publicColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

/** Every account, owners first, then by name. */
/**
 * The ids of the enabled owners, their rows locked until the end of the caller's transaction
 * (PostgreSQL: FOR UPDATE), so two concurrent changes cannot both remove "the other" owner.
 */
export async function lockEnabledOwners(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt)))
    .for("update");
  return rows.map((row) => row.id);
}

/** An account's password hash, to check its current password before a change. */
export async function accountPasswordHash(id: number, db?: Database): Promise<string | undefined> {
  db ??= await getDb();
  const [row] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row?.passwordHash;
}

export async function listAccounts(db?: Database): Promise<AdminUser[]> {
  db ??= await getDb();
  return db
    .select(publicColumns)
    .from(adminUsers)
    .orderBy(sql`${adminUsers.role} = 'owner' DESC`, asc(adminUsers.name), asc(adminUsers.id));
}

/** Accounts that may be assigned work: every enabled one, by name. */
export async function assignableAccounts(db?: Database): Promise<AdminUser[]> {
  return (await listAccounts(db)).filter((account) => !account.disabledAt);
}

export async function accountCount(db?: Database): Promise<number> {
  db ??= await getDb();
  const [row] = await db.select({ total: count() }).from(adminUsers);
  return Number(row?.total ?? 0);
}

/** Adds an account; undefined when one with that email (in any case) exists already. */
export async function createAccount(
  account: { email: string; name: string; role: AdminRole; passwordHash: string },
  db?: Database,
): Promise<number | undefined> {
  db ??= await getDb();
  const [row] = await db
    .insert(adminUsers)
    .values({ ...account, email: account.email.trim() })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return row?.id;
}

/** Sets an account's password hash and ends its sessions (all of them, or all but `keep`). */
export async function setAccountPassword(
  id: number,
  passwordHash: string,
  keepSessionHash?: string,
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id));
    await tx
      .delete(adminSessions)
      .where(
        keepSessionHash
          ? and(eq(adminSessions.userId, id), sql`${adminSessions.tokenHash} <> ${keepSessionHash}`)
          : eq(adminSessions.userId, id),
      );
  });
}

export async function updateAccount(
  id: number,
  changes: Partial<{ name: string; role: AdminRole; email: string }>,
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db.update(adminUsers).set(changes).where(eq(adminUsers.id, id));
}

/** Disables (ending its sessions) or enables an account. */
export async function setAccountDisabled(
  id: number,
  disabled: boolean,
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(adminUsers.id, id));
    if (disabled) await tx.delete(adminSessions).where(eq(adminSessions.userId, id));
  });
}

/** A sign-in: the previous one becomes "your last visit". */
export async function recordSignIn(id: number, db?: Database): Promise<void> {
  db ??= await getDb();
  await db
    .update(adminUsers)
    .set({ previousSignedInAt: sql`${adminUsers.signedInAt}`, signedInAt: sql`now()` })
    .where(eq(adminUsers.id, id));
}

export async function createSession(
  tokenHash: string,
  userId: number,
  expiresAt: Date,
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
  await db.insert(adminSessions).values({ tokenHash, userId, expiresAt });
}

/** The enabled account of an unexpired session, or undefined. */
export async function findSessionAccount(
  tokenHash: string,
  db?: Database,
): Promise<AdminUser | undefined> {
  db ??= await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, sql`now()`),
        isNull(adminUsers.disabledAt),
      ),
    );
  return row;
}

export async function deleteSession(tokenHash: string, db?: Database): Promise<void> {
  db ??= await getDb();
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}
