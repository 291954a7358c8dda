// A webhook receiver on 127.0.0.1 for the tests (issue 17): every POST is verified with the
// `standardwebhooks` package (webhook-id, webhook-timestamp, webhook-signature and the secret).
// A verified call is recorded in `events` and answered 204; one that does not verify is answered
// 400 and recorded in `rejected`. `failWith(status)` makes it answer that status to every call
// (recorded in neither list: "the receiver is down") until `recover()`.
import http from "node:http";

import { Webhook } from "standardwebhooks";

import { waitUntil } from "./mail-sink.mjs";

/**
 * The fixed secret of the test runs (whsec_ + base64 of "cedarwave-test-webhook-secret!!"): the
 * sinks' default (scripts/test-sinks.mjs) and the site's WEBHOOK_SECRET under test.
 */
export const TEST_WEBHOOK_SECRET = "whsec_Y2VkYXJ3YXZlLXRlc3Qtd2ViaG9vay1zZWNyZXQhIQ==";

const MAX_BODY = 1024 * 1024;

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy(new Error("body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const header = (request, name) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
};

/**
 * @param {{ port?: number, secret: string }} options port 0 (the default) picks a free one; the
 * secret is the sender's WEBHOOK_SECRET (whsec_ and base64).
 */
export async function startWebhookReceiver({ port = 0, secret }) {
  const webhook = new Webhook(secret);
  const events = [];
  const rejected = [];
  let failStatus = null;
  let refused = 0;

  const server = http.createServer((request, response) => {
    const answer = (status, body = "") => {
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(body);
    };
    if (request.method !== "POST") return answer(405);
    readBody(request).then(
      (body) => {
        if (failStatus !== null) {
          refused += 1;
          return answer(failStatus, "failing on purpose");
        }
        const headers = {
          "webhook-id": header(request, "webhook-id"),
          "webhook-timestamp": header(request, "webhook-timestamp"),
          "webhook-signature": header(request, "webhook-signature"),
        };
        let parsed;
        try {
          parsed = webhook.verify(body, headers);
        } catch (error) {
          rejected.push({
            id: headers["webhook-id"] || null,
            reason: error instanceof Error ? error.message : String(error),
            body,
          });
          return answer(400, "signature does not verify");
        }
        const type =
          parsed && typeof parsed === "object" && typeof parsed.type === "string"
            ? parsed.type
            : null;
        events.push({ id: headers["webhook-id"], type, body: parsed, verified: true });
        answer(204);
      },
      () => answer(400),
    );
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const boundPort = server.address().port;

  return {
    url: `http://127.0.0.1:${boundPort}/`,
    port: boundPort,
    events,
    rejected,
    /** How many calls were answered with the failWith status. */
    get refused() {
      return refused;
    },
    waitFor: (predicate, timeoutMs = 5_000) =>
      waitUntil(() => events.filter(predicate), timeoutMs, "a matching webhook"),
    failWith: (status = 500) => {
      failStatus = status;
    },
    recover: () => {
      failStatus = null;
    },
    clear: () => {
      events.splice(0);
      rejected.splice(0);
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
