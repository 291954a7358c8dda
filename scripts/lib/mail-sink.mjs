// A capturing SMTP server on 127.0.0.1 for the tests (issue 17): it accepts every message (no
// STARTTLS; AUTH optional and any credentials accepted), reads it with mailparser and keeps it.
// `pause()` stops listening and drops open connections (a client sees "connection refused", as
// with an SMTP server that is down); `resume()` listens again on the same port.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A header's value as one line: the folding (CRLF + white space) undone. */
const unfold = (line) =>
  line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();

/**
 * The headers as a plain object of lower-cased names: the decoded text where mailparser keeps a
 * header as text (Subject, List-Unsubscribe-Post, X-...), else the unfolded raw value (From, To,
 * Content-Type, List-Unsubscribe...). A repeated header's values are joined with a line break.
 */
function plainHeaders(parsed) {
  const headers = {};
  for (const { key, line } of parsed.headerLines) {
    const decoded = parsed.headers.get(key);
    const value = typeof decoded === "string" ? decoded : unfold(line);
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? "")
    .filter(Boolean);

async function readMessage(raw, envelope) {
  const parsed = await simpleParser(raw);
  return {
    messageId: parsed.messageId ?? null,
    from: parsed.from?.text ?? null,
    fromAddress: addresses(parsed.from)[0] ?? null,
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo)[0] ?? null,
    subject: parsed.subject ?? null,
    text: parsed.text ?? null,
    html: typeof parsed.html === "string" ? parsed.html : null,
    headers: plainHeaders(parsed),
    envelope,
    raw: raw.toString("utf8"),
  };
}

/** Waits until `select()` returns something (polling), or rejects after `timeoutMs`. */
export function waitUntil(select, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const found = select();
      if (found.length > 0) return resolve(found);
      if (Date.now() - started >= timeoutMs) {
        return reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
      }
      setTimeout(check, 20);
    };
    check();
  });
}

/**
 * @param {{ port?: number }} [options] port 0 (the default) picks a free one.
 */
export async function startMailSink({ port = 0 } = {}) {
  const messages = [];
  let server = null;
  let boundPort = port;

  const listen = () =>
    new Promise((resolve, reject) => {
      const smtp = new SMTPServer({
        disabledCommands: ["STARTTLS"],
        authOptional: true,
        allowInsecureAuth: true,
        logger: false,
        closeTimeout: 100,
        onAuth(auth, _session, callback) {
          callback(null, { user: auth.username ?? "anonymous" });
        },
        onData(stream, session, callback) {
          const chunks = [];
          stream.on("data", (chunk) => chunks.push(chunk));
          stream.on("error", callback);
          stream.on("end", () => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            };
            readMessage(Buffer.concat(chunks), envelope).then(
              (message) => {
                messages.push(message);
                callback();
              },
              (error) => callback(error),
            );
          });
        },
      });
      smtp.on("error", () => {
        // A client dropping its connection: nothing to record.
      });
      smtp.server.once("error", reject);
      smtp.listen(boundPort, "127.0.0.1", () => {
        smtp.server.off("error", reject);
        boundPort = smtp.server.address().port;
        server = smtp;
        resolve();
      });
    });

  const close = () =>
    new Promise((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });

  await listen();
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    waitFor: (predicate, timeoutMs = 5_000) =>
      waitUntil(() => messages.filter(predicate), timeoutMs, "a matching message"),
    clear: () => void messages.splice(0),
    stop: close,
    pause: close,
    resume: async () => {
      if (!server) await listen();
    },
  };
}
