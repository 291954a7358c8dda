import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailSettings } from "@/lib/mail/settings";

import { TEST_WEBHOOK_SECRET } from "./lib/webhook-receiver.mjs";

// scripts/test-sinks.mjs as Playwright's webServer starts it: fixed ports from the environment,
// the read API, the fault controls, and a clean stop on SIGTERM.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let child: ChildProcess;
let ports: { smtp: number; hook: number; api: number };
const api = (pathname: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${ports.api}${pathname}`, init);

beforeAll(async () => {
  ports = { smtp: await freePort(), hook: await freePort(), api: await freePort() };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_SMTP_PORT: String(ports.smtp),
    E2E_HOOK_PORT: String(ports.hook),
    E2E_SINKS_PORT: String(ports.api),
  };
  delete env.WEBHOOK_SECRET;
  child = spawn(process.execPath, [path.join(import.meta.dirname, "test-sinks.mjs")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`test-sinks exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("read API")) resolve();
    });
  });
}, 20_000);
afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
});

describe("scripts/test-sinks.mjs", () => {
  it("answers /health with the sinks' addresses", async () => {
    const response = await api("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      smtp: `smtp://127.0.0.1:${ports.smtp}`,
      webhooks: `http://127.0.0.1:${ports.hook}/`,
    });
  });

  it("lists the mail to one address, without the raw source; /smtp/pause refuses connections until /smtp/resume", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: ports.smtp });
    const send = (to: string, subject: string) =>
      transport.sendMail({ from: "site@cedarwave.test", to, subject, text: "Hello" });
    await send("Ada@Example.com", "For Ada");
    await send("grace@example.com", "For Grace");
    const mail = (await (await api("/mail?to=ada@example.com")).json()) as Record<
      string,
      unknown
    >[];
    expect(mail).toHaveLength(1);
    // Found whatever the case (nodemailer writes the domain in lower case); a single text part
    // ends with its line break.
    expect(mail[0]).toMatchObject({ subject: "For Ada", to: ["Ada@example.com"], text: "Hello\n" });
    expect(mail[0]).not.toHaveProperty("raw");
    expect(await (await api("/mail")).json()).toHaveLength(2);

    expect((await api("/smtp/pause", { method: "POST" })).status).toBe(200);
    await expect(send("ada@example.com", "While down")).rejects.toThrow(/ECONNREFUSED/);
    await api("/smtp/resume", { method: "POST" });
    await send("ada@example.com", "Back");
    expect(await (await api("/mail?to=ada@example.com")).json()).toHaveLength(2);
    await api("/clear", { method: "POST" });
    expect(await (await api("/mail")).json()).toEqual([]);
    transport.close();
  });

  it("records webhooks signed with the test secret, refuses others, and fails on request", async () => {
    // The secret the site is given under test passes its own settings check.
    expect(mailSettings({ WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }).WEBHOOK_SECRET).toBe(
      TEST_WEBHOOK_SECRET,
    );
    const post = (id: string, type: string, secret = TEST_WEBHOOK_SECRET) => {
      const body = JSON.stringify({ type, data: { id } });
      const timestamp = new Date();
      return fetch(`http://127.0.0.1:${ports.hook}/`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
          "webhook-signature": new Webhook(secret).sign(id, timestamp, body),
        },
      }).then((response) => response.status);
    };
    expect(await post("msg_1", "submission.created")).toBe(204);
    expect(await post("msg_2", "subscriber.confirmed")).toBe(204);
    expect(await post("msg_3", "submission.created", `whsec_${"A".repeat(44)}`)).toBe(400);
    await api("/webhooks/fail?status=503", { method: "POST" });
    expect(await post("msg_4", "submission.created")).toBe(503);
    await api("/webhooks/recover", { method: "POST" });

    const events = await (await api("/webhooks?type=submission.created")).json();
    expect(events).toEqual([
      {
        id: "msg_1",
        type: "submission.created",
        body: { type: "submission.created", data: { id: "msg_1" } },
        verified: true,
      },
    ]);
    expect(await (await api("/webhooks")).json()).toHaveLength(2);
    expect(await (await api("/webhooks/rejected")).json()).toMatchObject([{ id: "msg_3" }]);
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(api("/health")).rejects.toThrow();
  });
});
