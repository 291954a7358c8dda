import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import {
  createAccount,
  createSession,
  deleteSession,
  findSessionAccount,
  setAccountDisabled,
} from "./accounts";
import { closeDb, databaseDriver, getDb } from "./client";
import { signUp } from "./newsletter";
import {
  allInboxRows,
  giveBackRateLimit,
  hitRateLimit,
  insertLead,
  insertTicket,
  insertWaitlistEntry,
  listInbox,
  storeWithToken,
  takeRateLimit,
} from "./queries";

const meta = { sourcePage: "/contact", ipHash: "abc", userAgent: "vitest" };

/** The same contract, run against each driver. */
function dataLayerContract(driver: "pglite" | "postgres", setup: () => void) {
  describe(`data layer on ${driver}`, () => {
    it("opens, migrates and reports its driver", async () => {
      setup();
      expect(await databaseDriver()).toBe(driver);
    }, 60_000);

    it("stores leads verbatim (HTML, SQL-looking text, unicode) and lists them newest first", async () => {
      const hostile = `<script>alert(1)</script> '; DROP TABLE leads; -- 🚀 Zoë`;
      const first = await insertLead({
        kind: "contact",
        fullName: "Ada Lovelace",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        message: hostile,
        ...meta,
      });
      const second = await insertLead({
        kind: "demo",
        fullName: "Grace Hopper",
        email: "grace@example.com",
        useCase: "Bot",
        ...meta,
      });
      expect(second).toBeGreaterThan(first);
      const { rows, total } = await listInbox("leads", 1, 50);
      expect(total).toBeGreaterThanOrEqual(2);
      expect(rows[0]?.id).toBe(second);
      expect(rows.find((row) => row.id === first)?.message).toBe(hostile);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    });

    it("pages the inbox, a page past the last one being the last one", async () => {
      const { rows, total } = await listInbox("leads", 2, 1);
      expect(rows).toHaveLength(1);
      const far = await listInbox("leads", 1e15, 1);
      expect(far.page).toBe(total);
      expect(far.rows).toHaveLength(1);
    });

    it("stores tickets and waitlist entries", async () => {
      await insertTicket({
        name: "Sam",
        email: "sam@example.com",
        subject: "Down",
        priority: "Critical",
        message: "Help",
        ...meta,
      });
      await insertWaitlistEntry({ name: "Kim", email: "kim@example.com", company: null, ...meta });
      expect((await allInboxRows("tickets"))[0]?.priority).toBe("Critical");
      expect((await allInboxRows("waitlist"))[0]?.name).toBe("Kim");
    });

    it("subscribes an email once, whatever its case", async () => {
      const email = `Reader${Date.now()}@Example.com`;
      const first = await signUp({ email, sourcePage: "/blog", ipHash: null });
      expect(first.created).toBe(true);
      expect(first.subscriber.status).toBe("pending");
      const again = await signUp({ email: email.toLowerCase(), sourcePage: "/blog", ipHash: null });
      expect(again).toEqual({ created: false, subscriber: first.subscriber });
      const rows = await allInboxRows("subscribers");
      expect(rows.filter((row) => row.email === email.toLowerCase())).toHaveLength(1);
    });

    it("counts rate-limit hits atomically and resets after the window", async () => {
      const key = `test:${driver}:${Date.now()}`;
      const counts = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(key, 60_000)));
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      const shortKey = `${key}:short`;
      await hitRateLimit(shortKey, 200);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await hitRateLimit(shortKey, 200)).count).toBe(1);
    });

    it("takes at most the limit's hits of many at once, gives one back, and starts over", async () => {
      const key = `test:take:${driver}:${Date.now()}`;
      const taken = await Promise.all(
        Array.from({ length: 12 }, () => takeRateLimit(key, 60_000, 5)),
      );
      const hits = taken.flatMap((take) => (take.hit ? [take.hit] : []));
      expect(hits).toHaveLength(5);
      expect(taken.filter((take) => !take.hit).every((take) => take.resetAt > new Date())).toBe(
        true,
      );
      await giveBackRateLimit(hits[0]!);
      expect((await takeRateLimit(key, 60_000, 5)).hit).not.toBeNull();
      expect((await takeRateLimit(key, 60_000, 5)).hit).toBeNull();
      const shortKey = `${key}:short`;
      // A window long enough for the three steps after the wait to fall in the same one on a
      // loaded machine (200 ms was not, once, in CI).
      const old = await takeRateLimit(shortKey, 1_000, 1);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect(await takeRateLimit(shortKey, 1_000, 1)).toMatchObject({ count: 1 });
      // A hit of a window that has ended is not given back to the next one.
      await giveBackRateLimit(old.hit!);
      expect((await takeRateLimit(shortKey, 1_000, 1)).hit).toBeNull();
    });

    it("creates, finds and deletes sessions; an expired one or a disabled account's finds nothing", async () => {
      const stamp = `${driver}-${Date.now()}`;
      const userId = await createAccount({
        email: `Session-${stamp}@Example.com`,
        name: "Session Test",
        role: "member",
        passwordHash: "scrypt$unused",
      });
      expect(userId).toBeDefined();
      expect(
        await createAccount({
          email: `session-${stamp}@example.com`,
          name: "Same address, other case",
          role: "member",
          passwordHash: "scrypt$unused",
        }),
      ).toBeUndefined();
      const hash = `hash-${stamp}`;
      await createSession(hash, userId!, new Date(Date.now() + 60_000));
      expect((await findSessionAccount(hash))?.id).toBe(userId);
      await deleteSession(hash);
      expect(await findSessionAccount(hash)).toBeUndefined();
      await createSession(`${hash}-expired`, userId!, new Date(Date.now() - 1_000));
      expect(await findSessionAccount(`${hash}-expired`)).toBeUndefined();
      await createSession(`${hash}-2`, userId!, new Date(Date.now() + 60_000));
      await setAccountDisabled(userId!, true);
      expect(await findSessionAccount(`${hash}-2`)).toBeUndefined();
    });

    it("spends a form token once, with the submission, even under concurrent replays", async () => {
      const token = {
        id: `token-${driver}-${Date.now()}`,
        expiresAt: new Date(Date.now() + 60_000),
      };
      const email = `spent-${driver}-${Date.now()}@example.com`;
      const store = () =>
        storeWithToken(token, (db) =>
          insertTicket(
            { name: "Replay", email, subject: "s", priority: "Low", message: "m", ...meta },
            db,
          ),
        );
      const results = await Promise.all(Array.from({ length: 5 }, store));
      expect(results.filter((result) => result.spent)).toHaveLength(1);
      expect((await store()).spent).toBe(false);
      const tickets = await allInboxRows("tickets");
      expect(tickets.filter((row) => row.email === email)).toHaveLength(1);
    });

    it("leaves a token unspent when its submission fails, and prunes expired records", async () => {
      const token = {
        id: `failing-${driver}-${Date.now()}`,
        expiresAt: new Date(Date.now() + 60_000),
      };
      await expect(
        storeWithToken(token, () => Promise.reject(new Error("write failed"))),
      ).rejects.toThrow("write failed");
      expect(await storeWithToken(token, async () => "stored")).toEqual({
        spent: true,
        result: "stored",
      });
      // A record past its token's life is pruned: the same id may be recorded again.
      const old = { id: `old-${driver}-${Date.now()}`, expiresAt: new Date(Date.now() + 100) };
      expect((await storeWithToken(old, async () => 1)).spent).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await storeWithToken({ id: `${old.id}:next`, expiresAt: token.expiresAt }, async () => 1);
      expect((await storeWithToken(old, async () => 2)).spent).toBe(true);
    });

    it("closes cleanly", async () => {
      await closeDb();
    });
  });
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-pglite-"));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

dataLayerContract("pglite", () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

describe("PGlite's memory settings", () => {
  it("runs with the sized settings, which initdb also wrote into the data directory", async () => {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = tempDir;
    const db = await getDb();
    const setting = async (name: string) =>
      ((await db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] })
        .rows[0]?.[name];
    expect(await setting("shared_buffers")).toBe("16MB");
    expect(await setting("max_connections")).toBe("10");
    // Initialised by init-data-dir.mjs with the same settings (initdb -c writes them here).
    const conf = fs.readFileSync(path.join(tempDir, "pglite", "postgresql.conf"), "utf8");
    expect(conf).toMatch(/^shared_buffers = 16MB/m);
    expect(conf).toMatch(/^max_connections = 10\b/m);
    await closeDb();
  }, 60_000);
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  dataLayerContract("postgres", () => {
    process.env.DATABASE_URL = pgUrl;
  });
} else {
  describe("data layer on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      // Outside `npm test` (plain `vitest run`) there is no server: say so instead of skipping
      // silently. Under `npm test` REQUIRE_POSTGRES=1 makes a missing server a failure.
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
