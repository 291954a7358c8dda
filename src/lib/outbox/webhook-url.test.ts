import { describe, expect, it } from "vitest";

import { mailSettings } from "@/lib/mail/settings";

import { redactedUrl, redactUrlsIn, webhookUrlProblem } from "./webhook-url";

const SECRET = "whsec_Y2VkYXJ3YXZlLXRlc3Qtd2ViaG9vay1zZWNyZXQhIQ==";

describe("a webhook target's rules", () => {
  it("takes an absolute http(s) URL, a query string included", () => {
    for (const url of [
      "https://hooks.example.com/in",
      "http://127.0.0.1:3252/hooks?token=s3cret&x=1",
      "https://hooks.example.com:8443/a/b#part",
    ]) {
      expect(webhookUrlProblem(url), url).toBeNull();
    }
  });

  it("refuses what the server cannot send to, in plain words that never repeat a secret", () => {
    expect(webhookUrlProblem("file:///etc/passwd")).toBe(
      "WEBHOOK_URL is a file: URL: webhooks are sent to http:// or https:// URLs only",
    );
    expect(webhookUrlProblem("data:text/plain,hi")).toMatch(/^WEBHOOK_URL is a data: URL/);
    expect(webhookUrlProblem("ftp://files.example.com/in")).toMatch(/is a ftp: URL/);
    expect(webhookUrlProblem("hooks.example.com/in?token=s3cret")).toBe("WEBHOOK_URL is not a URL");
    const credentials = webhookUrlProblem(
      "https://user:pa55word@hooks.example.com/in?token=s3cret",
    );
    expect(credentials).toBe(
      "WEBHOOK_URL (https://hooks.example.com) holds a user name or password, which a webhook " +
        "cannot send: remove it (the receiver checks the webhook-signature made with WEBHOOK_SECRET)",
    );
    expect(webhookUrlProblem("https://user@hooks.example.com/in")).toMatch(/user name or password/);
  });

  it("shows a URL by its scheme and host only, and never echoes a non-URL", () => {
    expect(redactedUrl("https://user:pa55word@hooks.example.com:8443/in?token=s3cret#x")).toBe(
      "https://hooks.example.com:8443",
    );
    expect(redactedUrl("http://127.0.0.1:3252/hooks?token=s3cret")).toBe("http://127.0.0.1:3252");
    // Slack-style: the secret is the path.
    expect(redactedUrl("https://hooks.slack.com/services/T000/B000/XXXXs3cretXXXX")).toBe(
      "https://hooks.slack.com",
    );
    expect(redactedUrl("file:///etc/passwd?x")).toBe("(a file: URL)");
    expect(redactedUrl("s3cret not a url")).toBe("(not a URL)");
    expect(
      redactUrlsIn(
        'request to https://u:pa55@hooks.example.com/in/s3cret?token=s3cret failed; "http://a.example/?k=v"',
      ),
    ).toBe('request to https://hooks.example.com failed; "http://a.example"');
  });

  it("stops mail settings with a WEBHOOK_URL the server cannot use, naming the entry and not its secrets", () => {
    const problem = (WEBHOOK_URL: string) => {
      try {
        mailSettings({ WEBHOOK_URL, WEBHOOK_SECRET: SECRET });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem("https://hooks.example.com/in?token=s3cret")).toBeNull();
    expect(problem("file:///var/hooks")).toBe(
      "Mail settings: WEBHOOK_URL is a file: URL: webhooks are sent to http:// or https:// URLs only",
    );
    const both = problem(
      "https://hooks.example.com/a,https://u:pa55word@crm.example.org/b?k=s3cret",
    );
    expect(both).toMatch(/^Mail settings: WEBHOOK_URL entry 2 \(https:\/\/crm\.example\.org\)/);
    expect(both).not.toMatch(/pa55word|s3cret/);
    expect(problem("not a url")).toBe("Mail settings: WEBHOOK_URL is not a URL");
  });
});
