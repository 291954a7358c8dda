// Request bodies past their route's limit, however they are framed (src/lib/http/edge.mjs,
// BODY_LIMITS): a chunked body of 50 MB to each route that takes a body is refused with 413 as
// soon as it passes the limit, the server keeps none of it (over four rounds of all of them, its
// resident memory grows by less than 30 MB, where the clients sent well over 100 MB), and the
// server stays responsive while one is being refused
// (/health answers within 100 ms of its time alone).
import fs from "node:fs";
import http from "node:http";
import net from "node:net";

import { check } from "./report.mjs";

const MB = 1024 * 1024;
/** Each route that takes a POST body, as a client reaches it (the one-click needs no Origin). */
const ROUTES = [
  { path: "/forms/submit?form=contact", type: "application/x-www-form-urlencoded" },
  { path: "/newsletter/one-click?t=1.x", type: "application/x-www-form-urlencoded", foreign: true },
  {
    path: "/ar/newsletter/one-click?t=1.x",
    type: "multipart/form-data; boundary=b",
    foreign: true,
  },
  { path: "/contact", type: "multipart/form-data; boundary=b" },
  { path: "/admin", type: "multipart/form-data; boundary=b" },
  { path: "/admin/people/export", type: "application/x-www-form-urlencoded" },
  { path: "/chat/start", type: "application/x-www-form-urlencoded" },
  { path: "/chat/send", type: "application/x-www-form-urlencoded" },
];
/** 64 KB of `k=v&` pairs: the body that froze the event loop when it was parsed whole. */
const PAIRS = Buffer.from("k=v&".repeat(16 * 1024));

/** Resident memory of a process, in MB. */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A chunked POST of up to `total` bytes (no Content-Length); resolves { status, ms, sentMb }
 * when the answer arrives, after which the client stops sending.
 */
function chunkedPost(base, route, { total }) {
  const { hostname, port, origin } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answer = null;
    const req = http.request(
      {
        host: hostname,
        port,
        method: "POST",
        path: route.path,
        agent: false,
        headers: {
          "Content-Type": route.type,
          "Transfer-Encoding": "chunked",
          ...(route.foreign ? {} : { Origin: origin }),
        },
      },
      (res) => {
        res.resume();
        answer = { status: res.statusCode, ms: performance.now() - started, sentMb: sent / MB };
        finish();
      },
    );
    const finish = () => {
      req.destroy();
      resolve(answer ?? { status: 0, ms: performance.now() - started, sentMb: sent / MB });
    };
    req.on("error", finish);
    req.on("close", finish);
    const write = () => {
      while (sent < total && !answer && !req.destroyed) {
        sent += PAIRS.length;
        if (!req.write(PAIRS)) return void req.once("drain", write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

/**
 * A client that sends a chunked body of `total` bytes whatever the answer (a raw socket, as a
 * careless or hostile client would); resolves the answer's status once it has sent it all, or
 * when the server closes the connection.
 */
function relentlessPost(base, route, total) {
  const { hostname, port, origin } = new URL(base);
  return new Promise((resolve) => {
    let received = "";
    let sent = 0;
    const socket = net.connect(Number(port), hostname);
    const done = () => {
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0),
        sentMb: sent / MB,
      });
    };
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", done);
    socket.on("close", done);
    socket.write(
      `POST ${route.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${origin}\r\n` +
        `Content-Type: ${route.type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const frame = Buffer.concat([
      Buffer.from(`${PAIRS.length.toString(16)}\r\n`),
      PAIRS,
      Buffer.from("\r\n"),
    ]);
    const write = () => {
      while (sent < total && !socket.destroyed) {
        sent += PAIRS.length;
        if (!socket.write(frame)) return void socket.once("drain", write);
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n", () => setTimeout(done, 200));
    };
    write();
  });
}

/** The lowest resident memory of a process over two seconds, in MB (garbage not yet collected
 *  comes and goes). */
async function settledRssMb(pid) {
  let lowest = Infinity;
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    lowest = Math.min(lowest, rssMb(pid));
  }
  return lowest;
}

/** The time /health takes to answer, in ms. */
async function healthMs(base) {
  const started = performance.now();
  const response = await fetch(`${base}/health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

export async function checkBodyLimits(server) {
  const { base } = server;
  const pid = server.child.pid;
  // A first round, so that what the first request of a route loads, and the heap's young
  // generation grown to its working size, are not counted as memory a refused body left behind.
  for (const route of ROUTES) await chunkedPost(base, route, { total: 50 * MB });
  const before = await settledRssMb(pid);
  // Four rounds, so that a body kept would add up to far more than the heap's own noise (one
  // round of eight read 20.2 MB more once in CI, on a heap of 450 MB, with nothing kept).
  const ROUNDS = 4;
  const results = [];
  let sentTotal = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const route of ROUTES) {
      const result = await chunkedPost(base, route, { total: 50 * MB });
      sentTotal += result.sentMb;
      if (round === 0) results.push({ route, ...result });
    }
  }
  const grown = (await settledRssMb(pid)) - before;
  for (const { route, status, ms, sentMb } of results) {
    check(
      `Body limit: a chunked 50 MB body to POST ${route.path.split("?")[0]} is refused as it streams`,
      status === 413 && ms < 3_000 && sentMb < 50,
      `expected 413 within 3 s, before the client sent it all | got HTTP ${status} after ${ms.toFixed(0)} ms, the client had sent ${sentMb.toFixed(1)} MB`,
    );
  }
  check(
    "Body limit: the server keeps nothing of the refused bodies (resident memory)",
    grown < 30,
    `expected less than 30 MB more after ${ROUNDS * ROUTES.length} bodies of 50 MB (the clients sent ${sentTotal.toFixed(0)} MB before each answer) | got ${grown.toFixed(1)} MB (${before.toFixed(0)} MB before)`,
  );

  // /health while a 10 MB body of pairs is refused and the rest of it read and dropped, against
  // /health on its own just before: the refusal must not hold the event loop (the machine may
  // be loaded by other checks, so the figure is the difference of the two medians).
  const median = (timings) => timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)];
  const idle = [];
  for (let i = 0; i < 5; i += 1) idle.push(await healthMs(base));
  const refusing = relentlessPost(base, ROUTES[0], 10 * MB);
  const during = [];
  for (let i = 0; i < 5; i += 1) during.push(await healthMs(base));
  const refused = await refusing;
  const added = median(during) - median(idle);
  const list = (timings) => timings.map((ms) => ms.toFixed(0)).join(", ");
  check(
    "Body limit: /health answers while a 10 MB body of k=v pairs is being refused",
    refused.status === 413 && added < 100,
    `expected 413, and /health within 100 ms of its time alone (medians of 5) | got HTTP ${refused.status} (${refused.sentMb.toFixed(1)} MB sent); /health during ${list(during)} ms, alone ${list(idle)} ms (${added.toFixed(0)} ms more)`,
  );
}
