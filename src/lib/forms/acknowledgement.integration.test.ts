/**
 * What a form makes the site send to the address a stranger typed (issue 32, "a mail relay"),
 * through the real submit path (handleSubmission with the request's headers), the embedded
 * database and a capturing SMTP server: the acknowledgement carries none of the visitor's free
 * text and greets a name only when it is plainly one, while the team's notification keeps
 * everything; one address gets at most ACKNOWLEDGEMENT_CAP acknowledgements a day, whatever the
 * form and the client address; the newsletter's sign-up waits out the time trap like every form.
 */
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACKNOWLEDGEMENT_CAP, TIME_TRAP } from "@/config/forms";
import { RATE_LIMIT_WINDOW_MAX_MS } from "@/config/retention";
import { siteConfig } from "@/config/site";
import { closeDb, getDb } from "@/lib/db/client";
import { leads, newsletterSubscribers, outbox, supportTickets } from "@/lib/db/schema";
import { mailSettings } from "@/lib/mail/settings";
import { closeTransports, deliver } from "@/lib/outbox/deliver";
import { emailPayloadSchema, type EmailPayload } from "@/lib/outbox/jobs";
import { claimDue, markSent } from "@/lib/outbox/queue";
import { getSecret } from "@/lib/security/secrets.mjs";
import { ownDatabase } from "@/test/own-database";

import { startMailSink, type MailSink } from "../../../scripts/lib/mail-sink.mjs";
import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { hashIp } from "./client-ip.mjs";
import type { FormKind } from "./registry";
import { handleSubmission } from "./submit";
import { issueToken } from "./token";

const tempDir = preparedDataDir("cw-ack-");
let sink: MailSink;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.MAIL_TEAM_TO;
  delete process.env.WEBHOOK_URL;
  process.env.DATA_DIR = tempDir;
  sink = await startMailSink();
});
afterAll(async () => {
  closeTransports();
  await sink.stop();
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

let clients = 0;
/** A client address of its own for each submission: the per-address limits never meet. */
function newClient(): Headers {
  clients += 1;
  return new Headers({ "x-client-ip": `192.0.2.${clients}`, "user-agent": "vitest" });
}

/** A time-trap token as the form's page would have carried it, `ageMs` ago, for `client`. */
function tokenFor(form: string, client: Headers, ageMs = TIME_TRAP.minFillMs + 2_000): string {
  const ip = client.get("x-client-ip")!;
  return issueToken(
    getSecret("FORM_SECRET"),
    form,
    hashIp(ip, getSecret("IP_HASH_SECRET")),
    Date.now() - ageMs,
  );
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Sends a form as a browser without JavaScript does, from a client address of its own. */
function submit(kind: FormKind, fields: Record<string, string>, client = newClient()) {
  return handleSubmission(kind, formData({ _token: tokenFor(kind, client), ...fields }), client);
}

/** The emails queued so far, by recipient. */
async function queuedTo(address: string): Promise<(EmailPayload & { topic: string })[]> {
  const rows = await (await getDb()).select().from(outbox).where(eq(outbox.channel, "email"));
  return rows
    .map((row) => ({ topic: row.topic, ...emailPayloadSchema.parse(row.payload) }))
    .filter((mail) => mail.to.includes(address));
}

/** Delivers every due job to the capturing SMTP server. */
async function deliverAll(): Promise<void> {
  const settings = mailSettings({ SMTP_URL: sink.url, MAIL_FROM: "Cedarwave <hello@cw.test>" });
  const later = new Date(Date.now() + 60_000);
  for (let jobs = await claimDue(20, later); jobs.length > 0; jobs = await claimDue(20, later)) {
    for (const job of jobs) {
      await deliver(job, settings);
      await markSent(job.id, later);
    }
  }
}

const SPAM_NAME = "WIN $1000 NOW at http://spam.example/claim";
const SPAM_MESSAGE = "Claim your prize at http://spam.example/claim before midnight!";

/** The spammy values a relay would choose, per form: name fields, message and other free text. */
const relayCases = [
  {
    kind: "contact",
    team: siteConfig.email,
    fields: {
      firstName: "WIN $1000 NOW",
      lastName: "at http://spam.example/claim",
      company: "Prize Desk spam.example",
      service: "web",
      message: SPAM_MESSAGE,
      consent: "on",
    },
    // Ours to say: the chosen service, in our own words.
    chosen: "Web Development",
  },
  {
    kind: "demo",
    team: siteConfig.email,
    fields: {
      name: SPAM_NAME,
      company: "Prize Desk spam.example",
      useCase: "Visit http://spam.example/claim",
      message: SPAM_MESSAGE,
      consent: "on",
    },
  },
  {
    kind: "support",
    team: siteConfig.supportEmail,
    fields: {
      name: SPAM_NAME,
      subject: "You won: http://spam.example/claim",
      priority: "High",
      message: SPAM_MESSAGE,
    },
    chosen: "High",
  },
] as const;

describe("the acknowledgement to the address a visitor typed", { timeout: 60_000 }, () => {
  for (const { kind, team, fields, ...rest } of relayCases) {
    it(`of ${kind} carries none of the visitor's text, nor a name that is no name; the team's keeps it`, async () => {
      const address = `relay-${kind}@example.net`;
      const answer = await submit(kind, { ...fields, email: address });
      expect(answer.status).toBe("success");
      sink.clear();
      await deliverAll();

      const [ack] = await sink.waitFor((mail) => mail.to.includes(address));
      expect(sink.messages.filter((mail) => mail.to.includes(address))).toHaveLength(1);
      for (const part of [ack!.text, ack!.html, ack!.subject]) {
        expect(part).not.toContain("spam.example");
        expect(part).not.toContain("Claim your prize");
        expect(part).not.toContain("Prize Desk");
        expect(part).not.toContain("$1000");
        expect(part).not.toContain("WIN");
      }
      expect(ack!.text).toMatch(/^Hello,$/m);
      if ("chosen" in rest) expect(ack!.text).toContain(rest.chosen);

      const [notification] = await sink.waitFor(
        (mail) => mail.to.includes(team) && mail.replyTo === address,
      );
      expect(notification!.text).toContain(SPAM_MESSAGE);
      expect(notification!.text).toContain("http://spam.example/claim");
      expect(notification!.text).toContain("WIN $1000 NOW");
    });
  }

  it("greets a plain name, in Arabic too, and still echoes nothing", async () => {
    const address = "layla@example.net";
    await submit("contact", {
      firstName: "ليلى",
      lastName: "حداد",
      email: address,
      message: "رسالة خاصة بالفريق وحده",
      consent: "on",
      _locale: "ar",
    });
    const [ack] = await queuedTo(address);
    expect(ack!.text).toContain("مرحبًا ليلى حداد،");
    expect(ack!.text).not.toContain("رسالة خاصة");
    expect(ack!.html).not.toContain("رسالة خاصة");

    const spammer = "layla-spam@example.net";
    await submit("support", {
      name: "اربح 1000 دولار spam.example",
      email: spammer,
      subject: "جائزة",
      message: "رسالة خاصة بالفريق وحده",
      _locale: "ar",
    });
    const [arabicAck] = await queuedTo(spammer);
    expect(arabicAck!.text).toMatch(/^مرحبًا،$/m);
    expect(arabicAck!.text).not.toContain("spam.example");
    expect(arabicAck!.text).not.toContain("جائزة");
  });
});

describe("acknowledgements to one address", { timeout: 60_000 }, () => {
  it("are at most ACKNOWLEDGEMENT_CAP a day across the forms and the newsletter, each submission stored and the team told", async () => {
    expect(ACKNOWLEDGEMENT_CAP.windowMs).toBe(24 * 60 * 60 * 1000);
    // The daily purge keeps a window until it is over.
    expect(ACKNOWLEDGEMENT_CAP.windowMs).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MAX_MS);
    const target = "Target@Example.org";
    const lower = target.toLowerCase();
    const contact = {
      firstName: "Ada",
      lastName: "Lovelace",
      message: "Hello",
      consent: "on",
    };
    const answers = [
      await submit("contact", { ...contact, email: target }),
      await submit("contact", { ...contact, email: lower }),
      await submit("support", { name: "Ada", email: target, subject: "Hi", message: "Hello" }),
      await submit("newsletter", { email: lower }),
      await submit("demo", {
        name: "Ada",
        email: target,
        company: "Co",
        useCase: "Chat",
        consent: "on",
      }),
    ];
    expect(answers.length).toBe(ACKNOWLEDGEMENT_CAP.max + 2);
    // Every answer is the one a visitor under the cap gets: the page tells nothing apart.
    for (const answer of answers) expect(answer).toMatchObject({ status: "success" });
    expect(answers[3]).toEqual({ status: "success", detail: "created" });
    expect(answers[2]!.reference).toMatch(/^SUP-\d{5}$/);

    const db = await getDb();
    const stored = [
      ...(await db.select().from(leads)).filter((row) => row.email.toLowerCase() === lower),
      ...(await db.select().from(supportTickets)).filter((row) => row.email === target),
      ...(await db.select().from(newsletterSubscribers)).filter((row) => row.email === lower),
    ];
    expect(stored).toHaveLength(5);

    const toVisitor = [...(await queuedTo(target)), ...(await queuedTo(lower))];
    expect(toVisitor.map((mail) => mail.topic)).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
    const team = [
      ...(await queuedTo(siteConfig.email)),
      ...(await queuedTo(siteConfig.supportEmail)),
    ].filter((mail) => mail.replyTo?.toLowerCase() === lower);
    expect(team.map((mail) => mail.topic).sort()).toEqual([
      "contact.team",
      "contact.team",
      "demo.team",
      "support.team",
    ]);
  });

  it("count `ab@x`, `a.b@x` and `ab+tag@x` as one address", async () => {
    const spellings = ["ab@spell.example", "a.b@spell.example", "ab+tag@spell.example"];
    const contact = { firstName: "Ada", lastName: "Lovelace", message: "Hello", consent: "on" };
    // One more submission than the cap, each spelling at least once.
    const sent = [...spellings, "A.B+other@Spell.example"];
    expect(sent.length).toBe(ACKNOWLEDGEMENT_CAP.max + 1);
    for (const email of sent) {
      expect(await submit("contact", { ...contact, email })).toMatchObject({ status: "success" });
    }
    const acknowledged = (await Promise.all(sent.map((email) => queuedTo(email)))).flat();
    expect(acknowledged).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
    // Each one that went is addressed as it was typed.
    expect(acknowledged.map((mail) => mail.to)).toEqual(spellings.map((email) => [email]));
  });

  it("cannot pass the cap when sent at the same time", () => burst("burst@example.org"));
});

/** Six submissions to one address at once, from six client addresses: the cap holds. */
async function burst(target: string) {
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      submit(i % 2 === 0 ? "contact" : "support", {
        firstName: "Ada",
        lastName: "Lovelace",
        name: "Ada",
        subject: "Hi",
        message: "Hello",
        consent: "on",
        email: target,
      }),
    ),
  );
  for (const answer of answers) expect(answer.status).toBe("success");
  expect(await queuedTo(target)).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
}

describe("one-line fields through the submit path", { timeout: 60_000 }, () => {
  it("refuse a name with a line break and store nothing; store a name without its zero-width characters", async () => {
    const fields = { email: "one-line@example.net", subject: "Hi", message: "Hello\r\nthere" };
    const refused = await submit("support", { ...fields, name: "Bob\r\nBcc: x@evil.example" });
    expect(refused).toMatchObject({
      status: "error",
      errors: { name: "Name must be on one line." },
    });
    const db = await getDb();
    const stored = () =>
      db.select().from(supportTickets).where(eq(supportTickets.email, fields.email));
    expect(await stored()).toEqual([]);

    const answer = await submit("support", { ...fields, name: "Bo\u200Bb\u2060 Smith\uFEFF" });
    expect(answer.status).toBe("success");
    const [row] = await stored();
    expect(row!.name).toBe("Bob Smith");
    expect(row!.subject).toBe("Hi");
    // The message, a textarea, keeps its lines.
    expect(row!.message).toBe("Hello\r\nthere");
  });
});

describe("the newsletter sign-up", { timeout: 60_000 }, () => {
  const subscriber = async (email: string) =>
    (await getDb())
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));

  it("sent faster than the time trap with its fetched token is refused like the other forms", async () => {
    const client = newClient();
    const email = "fast-js@example.net";
    const answer = await handleSubmission(
      "newsletter",
      formData({ _token: tokenFor("newsletter", client, 0), email }),
      client,
    );
    expect(answer).toEqual({ status: "success", detail: "created" });
    expect(await subscriber(email)).toEqual([]);
    expect(await queuedTo(email)).toEqual([]);
  });

  it("without JavaScript, confirmed faster than the time trap, is refused; confirmed after it, stored", async () => {
    const client = newClient();
    const email = "fast-nojs@example.net";
    const first = await handleSubmission("newsletter", formData({ email }), client);
    expect(first.status).toBe("retry");
    expect(first.token).toMatch(/^\d{13}\./);

    // A bot sends the confirmation it was handed at once.
    const fast = await handleSubmission(
      "newsletter",
      formData({ _token: first.token!, email }),
      client,
    );
    expect(fast).toEqual({ status: "success", detail: "created" });
    expect(await subscriber(email)).toEqual([]);
    expect(await queuedTo(email)).toEqual([]);

    // A person reads the answer and presses again, after the minimum wait.
    const person = await handleSubmission(
      "newsletter",
      formData({ _token: tokenFor("newsletter:confirm", client), email }),
      client,
    );
    expect(person).toEqual({ status: "success", detail: "created" });
    expect(await subscriber(email)).toHaveLength(1);
    expect((await queuedTo(email)).map((mail) => mail.topic)).toEqual(["newsletter.confirmation"]);
  });
});

// PGlite runs one transaction at a time; on PostgreSQL the burst's transactions overlap, and
// the count held by the first stops the others (a database of its own, as in the outbox test).
const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)("acknowledgements to one address on PostgreSQL", { timeout: 60_000 }, () => {
  const database = ownDatabase(pgUrl!, `cedarwave_ack_${process.pid}`);
  afterAll(async () => {
    await closeDb();
    await database.drop();
  });

  it("cannot pass the cap when sent at the same time", async () => {
    await closeDb();
    process.env.DATABASE_URL = await database.create();
    await burst("burst-pg@example.org");
  });
});
