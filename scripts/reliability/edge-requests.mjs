// Requests fetch cannot send, for the HTTP-edge rows of the hostile-input table
// (src/lib/http/edge.mjs): any method (TRACE), an absolute-form target, a chunked body, a
// client that sends its headers one byte a second. Every answer is checked for the security
// headers server.mjs sets and, for a browser, the short page of the site.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";

/**
 * One request on its own connection; resolves { status, headers, html, answer, ms } (status
 * 0 when there was no answer). A body given as an array of chunks is sent chunked.
 */
export function rawRequest(base, { method = "GET", path = "/", headers = {}, body }) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (result) => resolve({ ...result, ms: performance.now() - started });
    const req = http.request(
      { host: hostname, port, method, path, headers, agent: false, timeout: 60_000 },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          done({
            status: res.statusCode,
            headers: res.headers,
            html: Buffer.concat(chunks).toString("utf8"),
            answer: (res.headers["content-type"] ?? "no body").split(";")[0],
          }),
        );
        res.on("error", (error) => done(noAnswer(error)));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => done(noAnswer(error)));
    if (Array.isArray(body)) {
      for (const chunk of body) req.write(chunk);
      req.end();
    } else {
      req.end(body);
    }
  });
}

const noAnswer = (error) => ({
  status: 0,
  headers: {},
  html: "",
  answer: `no answer (${error.code ?? error.name})`,
});

/** The status and headers of a raw HTTP/1.1 answer (lower-case names). */
function parseRawAnswer(received) {
  const [head = "", ...rest] = received.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    html: rest.join("\r\n\r\n"),
  };
}

/**
 * One exchange on a connection of its own: `send(socket)` writes once connected and may return
 * a function that stops what it started; resolves { status, headers, html, answer, ms } with
 * what the server sent once it closes the connection, or after `limitMs` (status 0 if nothing).
 */
function rawExchange(base, send, limitMs) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    let stop;
    const socket = net.connect(Number(port), hostname, () => (stop = send(socket, hostname, port)));
    let received = "";
    const finish = () => {
      stop?.();
      socket.destroy();
      const parsed = parseRawAnswer(received);
      resolve({
        ...parsed,
        answer: parsed.status ? "connection closed" : "no answer",
        ms: performance.now() - started,
      });
    };
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", finish);
    socket.on("error", () => {});
    setTimeout(finish, limitMs).unref();
  });
}

/** Bytes fetch cannot send (a malformed request, headers over Node's limit). */
export function rawBytes(base, bytes, limitMs = 20_000) {
  return rawExchange(base, (socket) => void socket.write(bytes), limitMs);
}

/**
 * A client that sends a request line and then one header byte a second, for at most
 * `limitMs`: the answer the server sent before it closed the connection (408), status 0 if it
 * never did.
 */
export function slowHeaders(base, limitMs = 40_000) {
  return rawExchange(
    base,
    (socket, hostname, port) => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Slow: `);
      const timer = setInterval(() => socket.write("a"), 1_000);
      return () => clearInterval(timer);
    },
    limitMs,
  );
}

/** The security headers server.mjs sets on every answer, refusals included. */
export const secured = (r) =>
  Boolean(r.headers["content-security-policy"]) &&
  r.headers["x-content-type-options"] === "nosniff" &&
  r.headers["x-frame-options"] === "DENY";

/** The short page of the site for a browser: HTML, a heading, no script. */
export const browserPage = (r) =>
  /^text\/html/.test(r.headers["content-type"] ?? "") &&
  /<h1>/.test(r.html) &&
  !/<script/i.test(r.html);

/** What the server logged since `offset` (lines that look like an error), for each row. */
export function logSince(logFile, offset) {
  const text = fs.readFileSync(logFile).subarray(offset).toString("utf8");
  return text.split("\n").filter((line) => /⨯|error/i.test(line));
}

export const logSize = (logFile) => fs.statSync(logFile).size;

/** The id of the form's Server Action, from its hidden fields ($ACTION_ID_… or $ACTION_n:0). */
export function actionIdOf(actionFields) {
  for (const [name, value] of actionFields) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    if (/^\$ACTION_\d+:0$/.test(name)) return JSON.parse(value).id;
  }
  throw new Error("no Server Action id among the form's fields");
}
