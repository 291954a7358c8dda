import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { TIME_TRAP } from "@/config/forms";
import { submissionMessages as arabicMessages } from "@/content/ar/forms/messages";
import { closeDb, getDb } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { hashIp } from "@/lib/forms/client-ip.mjs";
import { issueToken } from "@/lib/forms/token";
import { getSecret } from "@/lib/security/secrets.mjs";

import { preparedDataDir } from "../../../../scripts/lib/prepared-data-dir.mjs";
import { POST } from "./route";

// The submission of a form hydrated as an island (src/components/forms/island-form.tsx): the
// route handler called with real Requests as the browser's fetch sends them (urlencoded, with
// its Origin), on a real database (PGlite), through the same handleSubmission the Server
// Action runs.

const dataDir = preparedDataDir("cw-form-submit-");
beforeAll(() => {
  delete process.env.DATABASE_URL;
  delete process.env.MAIL_TEAM_TO;
  delete process.env.WEBHOOK_URL;
  process.env.DATA_DIR = dataDir;
  // The addresses the site is served under (besides NEXT_PUBLIC_SITE_URL's): see allowedHosts.
  process.env.ALLOWED_ORIGINS = "http://cedarwave.test,https://www.cedarwave.test";
});
afterEach(() => {
  delete process.env.TRUST_PROXY;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SITE = "http://cedarwave.test";

let clients = 0;
/** A client address of its own for each request: the per-address rate limit never meets. */
function newClient(): string {
  clients += 1;
  return `192.0.2.${clients}`;
}

/** A time-trap token as the form's page carried it, old enough, for the client `ip`. */
function tokenFor(kind: string, ip: string): string {
  return issueToken(
    getSecret("FORM_SECRET"),
    kind,
    hashIp(ip, getSecret("IP_HASH_SECRET")),
    Date.now() - TIME_TRAP.minFillMs - 2_000,
  );
}

/** The POST a form's island sends: its fields urlencoded, from a page of the site. */
function submission(
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  const ip = newClient();
  return new Request(`${SITE}/forms/submit?form=${form}`, {
    method: "POST",
    body: new URLSearchParams({ _token: tokenFor(form, ip), _source: "/contact", ...fields }),
    headers: { origin: SITE, "x-client-ip": ip, "user-agent": "vitest", ...headers },
  });
}

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines",
  service: "web",
  message: "We would like a new website.",
  consent: "on",
  _locale: "en",
};

async function storedLeads(email: string) {
  return (await getDb()).select().from(leads).where(eq(leads.email, email));
}

describe("POST /forms/submit", { timeout: 30_000 }, () => {
  it("stores a valid submission and answers the success state as JSON, never cached", async () => {
    const email = "island-contact@example.com";
    const response = await POST(submission("contact", { ...contact, email }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await response.json()).toEqual({ status: "success", detail: "created" });
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ firstName: "Ada", lastName: "Lovelace", sourcePage: "/contact" });
  });

  it("answers a bad field with the error state, in the form's language, and stores nothing", async () => {
    const email = "not-an-address";
    const response = await POST(submission("contact", { ...contact, email, _locale: "ar" }));
    expect(response.status).toBe(200);
    const state = await response.json();
    expect(state).toMatchObject({
      status: "error",
      message: arabicMessages.invalid,
      values: { firstName: "Ada", email },
    });
    expect(Object.keys(state.errors)).toEqual(["email"]);
    expect(state.token).toEqual(expect.any(String));
    expect(await storedLeads(email)).toEqual([]);
  });

  it("answers 400 for an unknown or missing form", async () => {
    for (const url of [`${SITE}/forms/submit?form=admin`, `${SITE}/forms/submit`]) {
      const request = new Request(url, {
        method: "POST",
        body: new URLSearchParams({ email: "a@example.com" }),
        headers: { origin: SITE },
      });
      const response = await POST(request);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ error: "unknown form" });
    }
  });

  it("refuses a request without an Origin or from another origin, and stores nothing", async () => {
    const email = "cross-origin@example.com";
    for (const origin of [
      undefined,
      "https://evil.example",
      "null",
      "http://cedarwave.test:8080",
      // The same host over another scheme is another origin.
      "https://cedarwave.test",
    ]) {
      const request = submission("contact", { ...contact, email });
      if (origin === undefined) request.headers.delete("origin");
      else request.headers.set("origin", origin);
      const response = await POST(request);
      expect(response.status, origin).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await storedLeads(email)).toEqual([]);
  });

  it("takes the host from the Host header, and X-Forwarded-Host only from a trusted proxy", async () => {
    const behindProxy = (email: string) =>
      submission(
        "contact",
        { ...contact, email },
        {
          origin: "https://www.cedarwave.test",
          host: "app.internal:3000",
          "x-forwarded-host": "www.cedarwave.test",
          "x-forwarded-proto": "https",
        },
      );
    expect((await POST(behindProxy("not-an-address"))).status).toBe(403);
    process.env.TRUST_PROXY = "1";
    const trusted = await POST(behindProxy("not-an-address"));
    expect(trusted.status).toBe(200);
    expect((await trusted.json()).status).toBe("error");
  });

  it("refuses a host the site is not served under, even from its own origin (DNS rebinding)", async () => {
    const email = "rebound@example.com";
    const request = submission(
      "contact",
      { ...contact, email },
      { origin: "http://rebind.example:3000", host: "rebind.example:3000" },
    );
    expect((await POST(request)).status).toBe(403);
    expect(await storedLeads(email)).toEqual([]);
  });

  it("answers 413 for a body over the form's limit however it is framed, and stores nothing", async () => {
    const email = "too-large@example.com";
    const ip = newClient();
    const fields = new URLSearchParams({
      _token: tokenFor("contact", ip),
      ...contact,
      email,
    }).toString();
    // A stream has no length: counted as it comes, and cancelled past the limit.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(new TextEncoder().encode(fields + "&pad="));
        else if (pulled < 10_000) controller.enqueue(new Uint8Array(16 * 1024).fill(120));
        else controller.close();
      },
    });
    const chunked = new Request(`${SITE}/forms/submit?form=contact`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        origin: SITE,
        "x-client-ip": ip,
        "content-type": "application/x-www-form-urlencoded",
      },
    } as RequestInit);
    const response = await POST(chunked);
    expect(response.status).toBe(413);
    // Read no further than the limit and a chunk or two of the stream's buffer.
    expect(pulled).toBeLessThan(20);
    const manyFields = submission("contact", {
      ...contact,
      email,
      ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, "1"])),
    });
    expect((await POST(manyFields)).status).toBe(413);
    expect(await storedLeads(email)).toEqual([]);
  });

  it("answers 415 for a body that is not urlencoded", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(contact)) body.set(name, value);
    const request = new Request(`${SITE}/forms/submit?form=contact`, {
      method: "POST",
      body,
      headers: { origin: SITE },
    });
    expect((await POST(request)).status).toBe(415);
  });
});
