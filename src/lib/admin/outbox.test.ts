import { describe, expect, it } from "vitest";

import { formatTime, jobContent, jobSummary, prettyJson, smtpHost } from "./outbox";

const email = {
  to: ["team@example.com", "ops@example.com"],
  replyTo: "ada@example.com",
  subject: "Contact: Ada",
  text: "Hello",
  html: "<p>Hello</p>",
};
const webhook = {
  url: "https://hooks.example.com/services/T000/B000/s3cretPath?token=q",
  type: "submission.created",
  body: '{"a":1}',
};

describe("the outbox view's helpers", () => {
  it("reads a job's payload by its channel and summarises it", () => {
    const mail = jobContent("email", email);
    expect(mail).toEqual({ channel: "email", email });
    expect(jobSummary(mail)).toEqual({
      recipients: "team@example.com, ops@example.com",
      subject: "Contact: Ada",
    });
    const hook = jobContent("webhook", webhook);
    // The target by its scheme and host only: its path and query can be the receiver's secret.
    expect(jobSummary(hook)).toEqual({
      recipients: "https://hooks.example.com",
      subject: "submission.created",
    });
  });

  it("calls a payload that does not fit its channel unreadable, never half-read", () => {
    expect(jobContent("email", webhook)).toEqual({ channel: "unreadable" });
    expect(jobContent("webhook", email)).toEqual({ channel: "unreadable" });
    expect(jobContent("email", { ...email, subject: "a\r\nBcc: x@example.com", to: [] })).toEqual({
      channel: "unreadable",
    });
    expect(jobSummary({ channel: "unreadable" })).toBeNull();
  });

  it("names the SMTP host and port, never the credentials", () => {
    expect(smtpHost("smtps://user:secret@mail.example.com:465")).toBe("mail.example.com:465");
    expect(smtpHost("smtp://mail.example.com")).toBe("mail.example.com");
    expect(smtpHost(undefined)).toBeNull();
    expect(smtpHost("")).toBeNull();
    expect(smtpHost("not a url")).toBeNull();
  });

  it("indents JSON and leaves other text as it is", () => {
    expect(prettyJson('{"a":{"b":1}}')).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(prettyJson("not json {")).toBe("not json {");
  });

  it("formats times in UTC to the second, and nothing for no time", () => {
    expect(formatTime(new Date("2026-11-23T21:40:05.123Z"))).toBe("2026-11-23 21:40:05");
    expect(formatTime("2026-11-23T21:40:05Z")).toBe("2026-11-23 21:40:05");
    expect(formatTime(null)).toBe("");
    expect(formatTime("garbage")).toBe("");
  });
});
