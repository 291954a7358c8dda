import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as localePOST } from "@/app/(intl)/[locale]/(site)/newsletter/one-click/route";
import { closeDb } from "@/lib/db/client";
import { findSubscriber, signUp } from "@/lib/db/newsletter";
import { unsubscribeToken } from "@/lib/mail/newsletter-links";
import { getSecret } from "@/lib/security/secrets.mjs";

import { preparedDataDir } from "../../../../../../scripts/lib/prepared-data-dir.mjs";
import { POST } from "./route";

// The one-click unsubscribe (RFC 8058) as a mail provider posts it: its route handlers called
// with real Requests, on a real database (PGlite). §3.1: the POST SHOULD be multipart/form-data,
// MAY be urlencoded, with the body List-Unsubscribe=One-Click.

const dataDir = preparedDataDir("cw-one-click-");
beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (token: string, prefix = "") =>
  `https://cedarwave.test${prefix}/newsletter/one-click?t=${encodeURIComponent(token)}`;

function multipart(token: string, prefix = ""): Request {
  const body = new FormData();
  body.set("List-Unsubscribe", "One-Click");
  return new Request(url(token, prefix), { method: "POST", body });
}

function urlencoded(token: string): Request {
  return new Request(url(token), {
    method: "POST",
    body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
  });
}

let subscribers = 0;
async function subscriber() {
  subscribers += 1;
  const email = `one-click-${subscribers}@example.com`;
  const { subscriber } = await signUp({ email, sourcePage: "/", ipHash: null });
  return {
    id: subscriber.id,
    token: unsubscribeToken(getSecret("FORM_SECRET"), subscriber.id, email),
  };
}

async function answer(response: Response) {
  return { status: response.status, body: await response.text() };
}

describe("the one-click unsubscribe", { timeout: 30_000 }, () => {
  it("unsubscribes on a multipart/form-data POST (RFC 8058's SHOULD)", async () => {
    const { id, token } = await subscriber();
    expect(await answer(await POST(multipart(token), {}))).toEqual({
      status: 200,
      body: "unsubscribed\n",
    });
    expect(await findSubscriber(id)).toBeUndefined();
  });

  it("unsubscribes on an urlencoded POST, and under a locale's prefix", async () => {
    const first = await subscriber();
    expect((await POST(urlencoded(first.token), {})).status).toBe(200);
    expect(await findSubscriber(first.id)).toBeUndefined();
    const second = await subscriber();
    const arabic = await localePOST(multipart(second.token, "/ar"), {
      params: Promise.resolve({ locale: "ar" }),
    });
    expect(arabic.status).toBe(200);
    expect(await findSubscriber(second.id)).toBeUndefined();
  });

  it("refuses any other body, and unsubscribes nobody", async () => {
    const { id, token } = await subscriber();
    const others = [
      { body: "List-Unsubscribe=One-Click", headers: { "content-type": "text/plain" } },
      { body: '{"List-Unsubscribe":"One-Click"}', headers: { "content-type": "application/json" } },
      { body: new URLSearchParams({ "List-Unsubscribe": "Yes" }) },
      { body: "" },
      // The right field in a body past the one-click's few kilobytes (BODY_LIMITS.oneClick).
      { body: new URLSearchParams({ "List-Unsubscribe": "One-Click", pad: "x".repeat(8_000) }) },
    ];
    for (const init of others) {
      const response = await POST(new Request(url(token), { method: "POST", ...init }), {});
      expect(response.status, JSON.stringify(init)).toBe(400);
    }
    expect(await findSubscriber(id)).toBeDefined();
  });

  it("answers a forged token the same for a subscriber that exists and for an unknown id", async () => {
    const { id } = await subscriber();
    const forged = (subscriberId: number) => `${subscriberId}.${"A".repeat(43)}`;
    const existing = await answer(await POST(multipart(forged(id)), {}));
    const unknown = await answer(await POST(multipart(forged(2_000_000_000)), {}));
    expect(existing).toEqual(unknown);
    expect(existing).toEqual({ status: 200, body: "unsubscribed\n" });
    // The forged token unsubscribed nobody; a second POST of a real one is answered alike.
    expect(await findSubscriber(id)).toBeDefined();
    const real = await subscriber();
    await POST(multipart(real.token), {});
    expect(await answer(await POST(multipart(real.token), {}))).toEqual(existing);
    // A token of the wrong shape is refused whatever the id.
    expect((await POST(multipart(`${id}.short`), {})).status).toBe(400);
  });
});
