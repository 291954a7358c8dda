import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { closeDb, getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { startPurgeSchedule, stopPurgeSchedule } from "./schedule";

// The daily purge inside the server: it runs after its first delay, records its entry, and
// stops before the database closes.

const tempDir = preparedDataDir("cw-schedule-");

beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe("the purge schedule", () => {
  it("runs the purge after its first delay, once per start, and stops", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    startPurgeSchedule(10);
    startPurgeSchedule(10);
    const entries = async () =>
      (await getDb()).select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    await vi.waitFor(async () => expect(await entries()).toHaveLength(1), {
      timeout: 60_000,
      interval: 200,
    });
    await stopPurgeSchedule();
    expect((await entries())[0]!.detail).toMatchObject({ trigger: "schedule", leads: 0 });
    expect(log).toHaveBeenCalledWith("[retention] purge: nothing past its period");
    log.mockRestore();
  }, 90_000);
});
