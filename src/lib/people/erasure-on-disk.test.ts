import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/lib/db/client";
import { adminUsers, leads, submissionNotes } from "@/lib/db/schema";
import { scrubDeletedRows } from "@/lib/db/scrub";
import { enqueue } from "@/lib/outbox/queue";
import { purge } from "@/lib/retention/purge";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { erasePerson } from "./person";

// After an erasure (the function the inbox's Erase calls) and after the retention purge, the
// erased address, message and note are in no file of the database's directory: not in the
// tables' or indexes' pages, not in the WAL. Each submission is checkpointed first, so that its
// bytes are in the table files, as they are for anything older than a few minutes. On PGlite,
// and on a PostgreSQL server this test starts (initdb in a temporary directory, wal_recycle off
// as docs/security.md asks), whose data directory is read the same way.

const actor = { id: 0, email: "owner@example.com" };
const NOW = new Date();
const YEARS_AGO = new Date(NOW.getTime() - 5 * 365 * 86_400_000);

/** A submission with a unique address, message and note, its team email and webhook. */
async function submit(tag: string, at: Date = NOW, checkpoint = true) {
  const email = `${tag}-${crypto.randomBytes(6).toString("hex")}@example.com`;
  const message = `The secret of ${email.split("@")[0]}: my plans for the harbour`;
  const note = `Called ${email.split("@")[0]} back about the harbour`;
  const db = await getDb();
  const [lead] = await db
    .insert(leads)
    .values({
      kind: "contact",
      fullName: "Grace Hopper",
      email,
      message,
      sourcePage: "/contact",
      createdAt: at,
      lastActivityAt: at,
    })
    .returning({ id: leads.id });
  await db.insert(submissionNotes).values({
    submissionTable: "leads",
    submissionId: lead!.id,
    body: note,
  });
  await enqueue(db, [
    {
      channel: "email",
      topic: "contact.team",
      payload: {
        to: ["team@example.com"],
        replyTo: email,
        subject: "New lead",
        text: message,
        html: `<p>${message}</p>`,
      },
      source: { table: "leads", id: lead!.id, email },
    },
    {
      channel: "webhook",
      topic: "submission.created",
      payload: {
        url: "http://127.0.0.1:9/h",
        type: "submission.created",
        body: JSON.stringify({ email, message }),
      },
      source: { table: "leads", id: lead!.id, email },
    },
  ]);
  if (checkpoint) await db.execute(sql`CHECKPOINT`);
  return { email, markers: [email, message, note] };
}

/** The files under `dir` that hold any of `markers` (as UTF-8 bytes). */
function filesHolding(dir: string, markers: string[]): string[] {
  const needles = markers.map((marker) => Buffer.from(marker));
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!fs.lstatSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(entry);
  }
  return found;
}

function onDiskContract(driver: "pglite" | "postgres", open: () => Promise<string>) {
  describe(`erased data on disk (${driver})`, { timeout: 90_000 }, () => {
    let dir = "";
    afterAll(() => closeDb());

    it("an erased person's address, message and note are in no file", async () => {
      dir = await open();
      const [owner] = await (
        await getDb()
      )
        .insert(adminUsers)
        .values({ email: actor.email, name: "Owner", passwordHash: "x", role: "owner" })
        .returning({ id: adminUsers.id });
      actor.id = owner!.id;
      const erased = await submit("erase-me");
      const kept = await submit("keep-me");
      // The test reads the right files: before the erasure they hold the submission.
      expect(filesHolding(dir, erased.markers)).not.toEqual([]);
      const counts = await erasePerson(erased.email, actor, null);
      expect(counts).toMatchObject({ leads: 1, submission_notes: 1, outbox: 2 });
      expect(filesHolding(dir, erased.markers)).toEqual([]);
      // What was not erased is still there, and still readable.
      expect(filesHolding(dir, kept.markers)).not.toEqual([]);
      const db = await getDb();
      const rows = await db.select({ email: leads.email }).from(leads);
      expect(rows.map((row) => row.email)).toContain(kept.email);
      // Every step of the scrub ran (on PostgreSQL as a superuser, with wal_recycle off).
      expect(await scrubDeletedRows()).toEqual({ complete: true, skipped: [] });
    });

    it("a purged submission's address, message and note are in no file", async () => {
      const purged = await submit("purge-me", YEARS_AGO);
      expect(filesHolding(dir, purged.markers)).not.toEqual([]);
      const result = await purge(NOW, { trigger: "command" });
      expect(result).toMatchObject({ ran: true, counts: { leads: 1, submission_notes: 1 } });
      expect(filesHolding(dir, purged.markers)).toEqual([]);
    });

    it("the next purge finishes an erasure whose process died before its scrub", async () => {
      const { email, markers } = await submit("died-before-scrub");
      // The erasure's deletions committed, and then nothing: the process was killed.
      const db = await getDb();
      const [lead] = await db
        .delete(leads)
        .where(sql`${leads.email} = ${email}`)
        .returning({ id: leads.id });
      await db.execute(
        sql`DELETE FROM submission_notes WHERE submission_table = 'leads' AND submission_id = ${lead!.id}`,
      );
      await db.execute(
        sql`DELETE FROM outbox WHERE source_table = 'leads' AND source_id = ${lead!.id}`,
      );
      expect(filesHolding(dir, markers)).not.toEqual([]);
      // Nothing is past its period: the purge deletes nothing, and scrubs all the same.
      const result = await purge(NOW, { trigger: "schedule" });
      expect(result).toMatchObject({ ran: true, counts: { leads: 0, outbox: 0 } });
      expect(filesHolding(dir, markers)).toEqual([]);
    });
  });
}

const tempDir = preparedDataDir("cw-erasure-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

onDiskContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
  await getDb();
  return path.join(tempDir, "pglite");
});

// A PostgreSQL server of this test's own, so that its data directory can be read.
const pgBin = fs.existsSync("/usr/lib/postgresql")
  ? fs
      .readdirSync("/usr/lib/postgresql")
      .map((version) => path.join("/usr/lib/postgresql", version, "bin"))
      .find((bin) => fs.existsSync(path.join(bin, "initdb")))
  : undefined;

if (pgBin) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cw-erasure-pg-"));
  const data = path.join(work, "data");
  const port = 55_000 + (process.pid % 1000);
  // Postgres refuses to run as root: then as the postgres user (Debian's package makes it), or
  // nobody.
  const passwd = fs.readFileSync("/etc/passwd", "utf8");
  const postgresUid = /^postgres:[^:]*:(\d+):(\d+):/m.exec(passwd);
  const runAs: { uid?: number; gid?: number } =
    process.getuid?.() === 0
      ? postgresUid
        ? { uid: Number(postgresUid[1]), gid: Number(postgresUid[2]) }
        : { uid: 65_534, gid: 65_534 }
      : {};
  const pgCommand = (command: string, args: string[]) =>
    spawnSync(path.join(pgBin, command), args, { ...runAs, encoding: "utf8" });
  const run = (command: string, args: string[]) => {
    const result = pgCommand(command, args);
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  };
  afterAll(() => {
    pgCommand("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    fs.rmSync(work, { recursive: true, force: true });
  });
  onDiskContract("postgres", async () => {
    await closeDb();
    if (runAs.uid !== undefined) fs.chownSync(work, runAs.uid, runAs.gid ?? runAs.uid);
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c wal_recycle=off`;
    run("pg_ctl", ["-D", data, "-l", path.join(work, "log"), "-w", "-o", options, "start"]);
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
    process.env.DATA_DIR = tempDir;
    await getDb();
    return data;
  });

  describe("erasure by a role that may not checkpoint (postgres)", { timeout: 60_000 }, () => {
    afterAll(() => closeDb());

    it("erases all the same and says what it could not scrub", async () => {
      const db = await getDb();
      await db.execute(sql.raw("CREATE ROLE cedarwave_app LOGIN"));
      await db.execute(sql.raw("CREATE DATABASE cedarwave_app OWNER cedarwave_app"));
      await closeDb();
      process.env.DATABASE_URL = `postgres://cedarwave_app@127.0.0.1:${port}/cedarwave_app`;
      const [owner] = await (
        await getDb()
      )
        .insert(adminUsers)
        .values({ email: actor.email, name: "Owner", passwordHash: "x", role: "owner" })
        .returning({ id: adminUsers.id });
      actor.id = owner!.id;
      const { email } = await submit("no-checkpoint", NOW, false);
      const counts = await erasePerson(email, actor, null);
      expect(counts).toMatchObject({ leads: 1, submission_notes: 1, outbox: 2 });
      const result = await scrubDeletedRows();
      expect(result.complete).toBe(false);
      expect(result.skipped.join("\n")).toMatch(/^SELECT pg_switch_wal\(\): permission denied/m);
      expect(result.skipped.join("\n")).toMatch(/^CHECKPOINT: .*pg_checkpoint/m);
      expect(result.skipped.some((step) => step.startsWith("VACUUM"))).toBe(false);

      // The grants docs/security.md names are enough.
      // In the app's database: a function's grants are per database.
      const admin = new pg.Client(`postgres://postgres@127.0.0.1:${port}/cedarwave_app`);
      await admin.connect();
      await admin.query("GRANT pg_checkpoint TO cedarwave_app");
      await admin.query("GRANT EXECUTE ON FUNCTION pg_switch_wal() TO cedarwave_app");
      await admin.end();
      expect(await scrubDeletedRows()).toEqual({ complete: true, skipped: [] });
    });
  });
} else {
  describe("erased data on disk (postgres)", () => {
    it("needs PostgreSQL's server binaries (/usr/lib/postgresql/*/bin)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
