// What `npm run admin -- user <command>` does (scripts/admin.ts runs it as a process; the
// tests also call it in the test's own process). It opens the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR) and applies
// the same rules as the owner's forms (src/lib/admin/account-rules.ts), recording each change in
// the audit trail with no account and `from: "command line"`. A password never comes as an
// argument (it would stay in the shell's history): from ADMIN_NEW_PASSWORD, from standard input
// when it is piped, or generated and printed once.
import crypto from "node:crypto";
import { parseArgs } from "node:util";

import { MIN_PASSWORD_LENGTH } from "@/config/admin";
import { accountsCopy } from "@/content/admin-accounts";
import {
  addAccount,
  resetPassword,
  setDisabled,
  setRole,
  type ChangedBy,
  type StateOutcome,
} from "@/lib/admin/account-rules";
import { weaknessOf } from "@/lib/admin/password-policy.mjs";
import { findAccountByEmail, listAccounts, type AdminUser } from "@/lib/db/accounts";
import { DatabaseOpenError } from "@/lib/db/errors";
import { ADMIN_ROLES } from "@/lib/db/schema";

const HELP = `Manage the team inbox's accounts.

Usage: npm run admin -- user <command> [options]

Commands:
  user list                                    every account, its role and state
  user add <email> --name "Name" [--role owner|member]
                                               add an account (a member unless --role owner)
  user disable <email>                         stop it signing in and end its sessions
  user enable <email>                          let a disabled account sign in again
  user reset <email>                           set a new password and end its sessions
  user role <email> owner|member               make it an owner or a member

Passwords (add, reset): at least ${MIN_PASSWORD_LENGTH} characters, not only spaces, not one
character repeated, not the account's email (or the part before its @), not easy to guess;
never an argument:
  ADMIN_NEW_PASSWORD=... npm run admin -- user reset <email>
  printf '%s' "$PASSWORD" | npm run admin -- user reset <email>
  npm run admin -- user reset <email> < /dev/null    (generates one and prints it once)

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (./data by
default), which only one process may hold: stop the server first, or use PostgreSQL.
The last enabled owner can be neither disabled nor made a member. Every change is recorded in
the audit trail as coming from the command line.
`;

/** A wrong command line: the message, then the help (exit code 2). */
class UsageError extends Error {}
/** A change the rules refuse or an account that does not exist: the message (exit code 1). */
class Refused extends Error {}

const BY: ChangedBy = { actor: null, from: "command line" };

/** Where a run reads its password from and writes to. */
export interface AdminIo {
  /** ADMIN_NEW_PASSWORD, when set and not empty. */
  newPassword: string | undefined;
  /** Standard input when it is piped, null when it is a terminal. */
  stdin: () => Promise<string | null>;
}

/** What a run answered: its exit code (0, 1 refused, 2 wrong command line) and its output. */
export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** ADMIN_NEW_PASSWORD, or piped standard input (one trailing newline dropped), or a new one. */
async function newPassword(io: AdminIo): Promise<{ password: string; generated: boolean }> {
  if (io.newPassword) return { password: io.newPassword, generated: false };
  const piped = (await io.stdin())?.replace(/\r?\n$/, "");
  if (piped) return { password: piped, generated: false };
  return { password: crypto.randomBytes(18).toString("base64url"), generated: true };
}

function generatedLine(email: string, password: { password: string; generated: boolean }) {
  if (!password.generated) return "";
  return `Password for ${email} (shown once, give it to them safely):\n${password.password}\n`;
}

async function accountOf(email: string | undefined): Promise<AdminUser> {
  if (!email) throw new UsageError("Give the account's email.");
  const account = await findAccountByEmail(email);
  if (!account) throw new Refused(`No account has the email ${email}.`);
  return account;
}

function roleOf(value: string | undefined): (typeof ADMIN_ROLES)[number] {
  const role = ADMIN_ROLES.find((known) => known === value);
  if (!role) throw new UsageError(`The role is one of: ${ADMIN_ROLES.join(", ")}.`);
  return role;
}

/** A refused password's notice, and for a weak one the estimator's own words on why. */
function refusal(outcome: keyof typeof accountsCopy.notices, password: string, email: string) {
  const notice = accountsCopy.notices[outcome];
  return outcome === "passwordWeak" ? `${notice}\n${weaknessOf(password, email)}` : notice;
}

function stateResult(outcome: StateOutcome, done: string): string {
  if (outcome === "done") return done;
  if (outcome === "unchanged") return accountsCopy.notices.unchanged;
  throw new Refused(accountsCopy.notices[outcome]);
}

function list(accounts: AdminUser[]): string {
  if (accounts.length === 0) return "No accounts yet: add one with `npm run admin -- user add`.";
  const rows = accounts.map((account) => [
    account.email,
    account.name,
    account.role,
    account.disabledAt ? "disabled" : "active",
    account.signedInAt ? account.signedInAt.toISOString().slice(0, 16).replace("T", " ") : "never",
  ]);
  const header = ["EMAIL", "NAME", "ROLE", "STATE", "LAST SIGN-IN (UTC)"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function run(argv: string[], io: AdminIo): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [group, command, email, extra] = positionals;
  if (values.help || group === "help" || !group) return HELP;
  if (group !== "user") throw new UsageError(`Unknown command: ${group}.`);

  switch (command) {
    case "list":
      return list(await listAccounts());
    case "add": {
      if (!email) throw new UsageError("Give the new account's email.");
      if (!values.name?.trim()) throw new UsageError('Give the account a name: --name "Name".');
      const password = await newPassword(io);
      const result = await addAccount(
        {
          email,
          name: values.name,
          role: roleOf(values.role ?? "member"),
          password: password.password,
        },
        BY,
      );
      if (result.outcome !== "added") {
        throw new Refused(refusal(result.outcome, password.password, email));
      }
      return `${generatedLine(email, password)}Added ${email} (account #${result.id}).`;
    }
    case "disable": {
      const account = await accountOf(email);
      return stateResult(
        await setDisabled(account.id, true, BY),
        `Disabled ${account.email}: it cannot sign in, and its sessions were ended.`,
      );
    }
    case "enable": {
      const account = await accountOf(email);
      return stateResult(
        await setDisabled(account.id, false, BY),
        `Enabled ${account.email}: it can sign in again.`,
      );
    }
    case "reset": {
      const account = await accountOf(email);
      const password = await newPassword(io);
      const outcome = await resetPassword(account.id, password.password, BY);
      if (outcome !== "done") throw new Refused(refusal(outcome, password.password, account.email));
      return `${generatedLine(account.email, password)}Reset the password of ${account.email}; its sessions were ended.`;
    }
    case "role": {
      const account = await accountOf(email);
      const role = roleOf(extra);
      return stateResult(
        await setRole(account.id, role, BY),
        `${account.email} is now ${role === "owner" ? "an owner" : "a member"}.`,
      );
    }
    default:
      throw new UsageError(command ? `Unknown command: user ${command}.` : "Give a command.");
  }
}

/**
 * Runs one command line. A wrong command line, a refused change or a database held by another
 * process is an answer (exit code 2 or 1, and a message); anything else is thrown.
 */
export async function runAdmin(argv: string[], io: AdminIo): Promise<AdminRun> {
  try {
    return { code: 0, stdout: `${await run(argv, io)}\n`, stderr: "" };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (
      error instanceof UsageError ||
      (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))
    ) {
      return { code: 2, stdout: "", stderr: `${(error as Error).message}\n\n${HELP}\n` };
    }
    if (error instanceof Refused || error instanceof DatabaseOpenError) {
      return { code: 1, stdout: "", stderr: `${error.message}\n` };
    }
    throw error;
  }
}
