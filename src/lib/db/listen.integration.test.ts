import fs from "node:fs";
import net from "node:net";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { closeDb, listenDb } from "@/lib/db/client";
import { ownDatabase } from "@/test/own-database";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";

// LISTEN on PostgreSQL through an outage longer than one reconnection attempt: the server is
// reached through a proxy of the test's own, which drops every connection and refuses new ones
// for a while, as a stopped server does. The listener gave up after one failed attempt (the
// port refusing a second after the loss): the instance kept its chat streams open and told them
// nothing more, every message written after the outage missing from them until a reload.

/**
 * A TCP proxy to `target` that can go down as a stopped server does (its connections dropped,
 * its port refusing: ECONNREFUSED) and come back on the same port.
 */
async function outageProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const each of [socket, upstream]) {
      sockets.add(each);
      each.on("close", () => sockets.delete(each));
      each.on("error", () => {});
    }
    socket.pipe(upstream).pipe(socket);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async down() {
      const closed = close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: () => listen(port),
    close,
  };
}

async function until(test: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = ownDatabase(pgUrl, `cedarwave_listen_${process.pid}`);
  const tempDir = preparedDataDir("cw-listen-");
  afterAll(async () => {
    await closeDb();
    await database.drop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  describe("LISTEN on PostgreSQL", { timeout: 60_000 }, () => {
    it("listens again after an outage of several seconds, telling its listener null", async () => {
      const direct = new URL(await database.create());
      const proxy = await outageProxy(direct);
      const proxied = new URL(direct);
      proxied.port = String(proxy.port);
      process.env.DATABASE_URL = proxied.toString();
      process.env.DATA_DIR = tempDir;
      const heard: (string | null)[] = [];
      const stop = await listenDb("chat_events", (payload) => heard.push(payload));
      const notify = async (payload: string) => {
        const client = new pg.Client({ connectionString: direct.toString() });
        await client.connect();
        await client.query("SELECT pg_notify('chat_events', $1)", [payload]);
        await client.end();
      };

      await notify("before");
      expect(await until(() => heard.includes("before"), 5_000)).toBe(true);

      // Down for 3.5 s: the first attempts (a second after the loss, then every second) fail.
      await proxy.down();
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await notify("during");
      await proxy.up();

      expect(await until(() => heard.includes(null), 10_000)).toBe(true);
      await notify("after");
      expect(await until(() => heard.includes("after"), 5_000)).toBe(true);
      expect(heard).not.toContain("during");

      await stop();
      await closeDb();
      await proxy.close();
    });
  });
} else {
  describe("LISTEN on PostgreSQL", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
