import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb } from "@/lib/db/client";
import { findSubscriber, signUp } from "@/lib/db/newsletter";
import { getSecret } from "@/lib/security/secrets.mjs";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { confirmSubscription, unsubscribe } from "./newsletter";
import { confirmToken, unsubscribeToken } from "./newsletter-links";
import { oneClickHandlers } from "./one-click";

// A newsletter link whose id is past a PostgreSQL integer (the subscribers' `serial` id) made
// the query throw: the one-click POST and the confirm and unsubscribe pages' buttons answered
// 500 with the database's error and query in the log. Against the real database (PGlite), such
// a link is answered like a link for an id that does not exist.

const dataDir = preparedDataDir("cw-newsletter-ids-");
beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HUGE_IDS = [2_147_483_648, 9_999_999_999];
const UNKNOWN_ID = 2_147_483_647;

function oneClick(token: string): Request {
  const body = new FormData();
  body.set("List-Unsubscribe", "One-Click");
  const url = `https://cedarwave.test/newsletter/one-click?t=${encodeURIComponent(token)}`;
  return new Request(url, { method: "POST", body });
}

describe("newsletter links for ids past a PostgreSQL integer", { timeout: 30_000 }, () => {
  it("unsubscribe like an unknown id, and the one-click POST answers 200", async () => {
    const secret = getSecret("FORM_SECRET");
    const unknown = unsubscribeToken(secret, UNKNOWN_ID, "nobody@example.com");
    expect(await unsubscribe(unknown)).toBe("unsubscribed");
    for (const id of HUGE_IDS) {
      const token = unsubscribeToken(secret, id, "nobody@example.com");
      expect(await unsubscribe(token)).toBe("unsubscribed");
      const response = await oneClickHandlers("en").POST(oneClick(token));
      expect({ status: response.status, body: await response.text() }).toEqual({
        status: 200,
        body: "unsubscribed\n",
      });
    }
  });

  it("confirm like an unknown id: invalid", async () => {
    const secret = getSecret("FORM_SECRET");
    expect(await confirmSubscription(confirmToken(secret, UNKNOWN_ID, "nobody@example.com"))).toBe(
      "invalid",
    );
    for (const id of HUGE_IDS) {
      expect(await confirmSubscription(confirmToken(secret, id, "nobody@example.com"))).toBe(
        "invalid",
      );
    }
  });

  it("leave the subscribers that exist alone", async () => {
    const { subscriber } = await signUp({
      email: "kept@example.com",
      sourcePage: "/",
      ipHash: null,
    });
    for (const id of HUGE_IDS) {
      await unsubscribe(unsubscribeToken(getSecret("FORM_SECRET"), id, "kept@example.com"));
    }
    expect(await findSubscriber(subscriber.id)).toMatchObject({ email: "kept@example.com" });
  });
});
