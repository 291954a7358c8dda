/**
 * The rules for a webhook's target, in one place: the start-up check of WEBHOOK_URL (through
 * mailSettings) and the delivery both use `webhookUrlProblem`, and every log line and the
 * inbox's Outbox show a target only through `redactedUrl`: its scheme and host. A target's path
 * can be its secret (Slack's /services/T000/B000/<secret>), its query string often holds the
 * receiver's token, and a user name or password would be a credential: none of them is ever
 * written to the log or shown to members. Pure: no database, no network.
 */

/**
 * Why `text` cannot be a webhook target, in plain words that never repeat its secret parts, or
 * null when it can: it must parse as an absolute http:// or https:// URL without a user name or
 * password (fetch refuses such a URL, so every delivery would fail). `entry` names it in a list.
 */
export function webhookUrlProblem(text: string, entry = "WEBHOOK_URL"): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${entry} is not a URL`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `${entry} is a ${url.protocol} URL: webhooks are sent to http:// or https:// URLs only`;
  }
  if (url.username || url.password) {
    return (
      `${entry} (${redactedUrl(text)}) holds a user name or password, which a webhook cannot ` +
      "send: remove it (the receiver checks the webhook-signature made with WEBHOOK_SECRET)"
    );
  }
  return null;
}

/**
 * A URL as it may be logged or shown: its scheme and host (with a port), nothing else
 * ("https://hooks.example.com" for "https://user:pw@hooks.example.com/T0/B0/s3cret?token=x#y").
 * Text that is not a URL is not echoed.
 */
export function redactedUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === "http:" || url.protocol === "https:") {
      return `${url.protocol}//${url.host}`;
    }
    return `(a ${url.protocol} URL)`;
  } catch {
    return "(not a URL)";
  }
}

/** Text (an error, a log line) with every http(s) URL in it shown as `redactedUrl` shows it. */
export function redactUrlsIn(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>]+/gi, (url) => redactedUrl(url));
}
