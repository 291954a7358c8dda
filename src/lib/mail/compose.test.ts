import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { formRegistry } from "@/lib/forms/registry";
import { emailPayloadSchema, type EmailPayload } from "@/lib/outbox/jobs";

import {
  confirmationJob,
  oneLine,
  submissionJobs,
  ticketReference,
  welcomeJobs,
  type StoredSubmission,
} from "./compose";
import { mailSettings } from "./settings";

const settings = mailSettings({});
const receivedAt = new Date("2026-11-23T10:00:00Z");

const contact: StoredSubmission<"contact"> = {
  kind: "contact",
  table: "leads",
  id: 7,
  data: {
    firstName: "Ada",
    lastName: "<Lovelace>",
    email: "ada@example.com",
    company: "Analytical & Co",
    service: "web",
    plan: undefined,
    message: 'Hello <script>alert("x")</script>\nSecond line',
    consent: true,
  },
  sourcePage: "/contact",
  receivedAt,
};

function emails(jobs: ReturnType<typeof submissionJobs>): Record<string, EmailPayload> {
  return Object.fromEntries(
    jobs
      .filter((job) => job.channel === "email")
      .map((job) => [job.topic, emailPayloadSchema.parse(job.payload)]),
  );
}

describe("submission messages", () => {
  it("mail the team every field with its label, the source page and a link to the inbox", () => {
    const team = emails(submissionJobs(contact, settings))["contact.team"]!;
    expect(team.to).toEqual([siteConfig.email]);
    expect(team.replyTo).toBe("ada@example.com");
    expect(team.subject).toBe("Contact request from Ada <Lovelace>");
    for (const field of Object.values(formRegistry.contact.spec.fields)) {
      expect(team.text).toContain(`${field.label.replace(/\.$/, "")}:\n`);
    }
    // A label written as a sentence ("... (optional).") loses its full stop before the colon.
    expect(team.text).not.toMatch(/[.:]:$/m);
    expect(team.html).not.toMatch(/[.:]:?<\/th>/);
    expect(team.text).toContain("Web Development");
    expect(team.text).toContain(`${siteConfig.url}/contact`);
    expect(team.text).toContain(`${siteConfig.url}/admin?tab=leads`);
    expect(team.text).toContain("2026-11-23T10:00:00.000Z");
  });

  it("escape what the visitor typed in the HTML part, and keep it whole in the text part", () => {
    const team = emails(submissionJobs(contact, settings))["contact.team"]!;
    expect(team.html).not.toContain("<script>");
    expect(team.html).not.toContain("<Lovelace>");
    expect(team.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(team.html).toContain("Analytical &amp; Co");
    expect(team.text).toContain('Hello <script>alert("x")</script>\nSecond line');
  });

  it("acknowledge the visitor, to their own address only, with a reply-to the team", () => {
    const ack = emails(submissionJobs(contact, settings))["contact.acknowledgement"]!;
    expect(ack.to).toEqual(["ada@example.com"]);
    expect(ack.replyTo).toBe(siteConfig.email);
    expect(ack.text).toContain(siteConfig.responseTime);
    expect(ack.text).toContain(siteConfig.offices.beirut.phone);
  });

  it("acknowledge with none of the visitor's text, greeting a name only when it is plainly one", () => {
    // "<Lovelace>" is no plain name: "Hello,", and neither name, message nor company.
    const ack = emails(submissionJobs(contact, settings))["contact.acknowledgement"]!;
    expect(ack.text.split("\n")[0]).toBe("Hello,");
    for (const part of [ack.text, ack.html]) {
      for (const typed of ["Ada", "Lovelace", "alert", "Second line", "Analytical"]) {
        expect(part).not.toContain(typed);
      }
    }
    // Our own choices, in our words: the service and a plan of ours; a plan that is none is left out.
    expect(ack.text).toContain("Your choices:\n\nService interest:\nWeb Development");
    const planned = (plan: string) =>
      emails(submissionJobs({ ...contact, data: { ...contact.data, plan } }, settings))[
        "contact.acknowledgement"
      ]!.text;
    expect(planned("professional")).toMatch(/Plan:\n\S/);
    expect(planned("http://spam.example")).not.toContain("spam.example");
    expect(planned("http://spam.example")).not.toContain("Plan:");

    const plain = { ...contact, data: { ...contact.data, lastName: "Lovelace" } };
    const greeted = emails(submissionJobs(plain, settings))["contact.acknowledgement"]!;
    expect(greeted.text.split("\n")[0]).toBe("Hi Ada Lovelace,");
  });

  it("give a support ticket a reference in both messages, and mail support", () => {
    const jobs = emails(
      submissionJobs(
        {
          kind: "support",
          table: "support_tickets",
          id: 42,
          data: {
            name: "Sam",
            email: "sam@example.com",
            subject: "Down\r\nBcc: everyone@example.com",
            priority: "Critical",
            message: "Help",
          },
          sourcePage: "/support",
          receivedAt,
        },
        settings,
      ),
    );
    expect(ticketReference(42)).toBe("SUP-00042");
    expect(jobs["support.team"]!.to).toEqual([siteConfig.supportEmail]);
    expect(jobs["support.team"]!.subject).toBe(
      "[SUP-00042] Critical: Down Bcc: everyone@example.com",
    );
    expect(jobs["support.acknowledgement"]!.subject).toContain("SUP-00042");
    expect(jobs["support.acknowledgement"]!.text).toContain("SUP-00042");
  });

  it("send everything to MAIL_TEAM_TO when it is set, and nothing to the team for the newsletter", () => {
    const override = mailSettings({ MAIL_TEAM_TO: "ops@example.org, sales@example.org" });
    expect(emails(submissionJobs(contact, override))["contact.team"]!.to).toEqual([
      "ops@example.org",
      "sales@example.org",
    ]);
    const signUp = submissionJobs(
      {
        kind: "newsletter",
        table: "newsletter_subscribers",
        id: 1,
        data: { email: "reader@example.com" },
        sourcePage: "/blog",
        receivedAt,
      },
      override,
    );
    expect(signUp).toEqual([]);
  });

  it("announce the submission to every webhook URL", () => {
    const hooks = mailSettings({
      WEBHOOK_URL: "http://127.0.0.1:9/a,https://crm.example.org/b",
      WEBHOOK_SECRET: `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`,
    });
    const webhooks = submissionJobs(contact, hooks).filter((job) => job.channel === "webhook");
    expect(webhooks.map((job) => job.payload.url)).toEqual([
      "http://127.0.0.1:9/a",
      "https://crm.example.org/b",
    ]);
    const body = JSON.parse((webhooks[0]!.payload as { body: string }).body);
    expect(body).toMatchObject({ type: "submission.created", data: { form: "contact", id: 7 } });
    expect(body.data.fields.email).toBe("ada@example.com");
    // No visit known: the attribution is there, every field null.
    expect(body.data.attribution).toEqual({
      entryPath: null,
      referrerHost: null,
      campaignSource: null,
      campaignMedium: null,
      campaignName: null,
    });
  });

  it("carry where the submission came from in the webhook, and nothing else of the visitor", () => {
    const hooks = mailSettings({
      WEBHOOK_URL: "https://crm.example.org/b",
      WEBHOOK_SECRET: `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`,
    });
    const attribution = {
      entryPath: "/services/automation",
      referrerHost: "google.com",
      campaignSource: "google",
      campaignMedium: "cpc",
      campaignName: "spring-launch",
    };
    // The submission's meta holds the address's hash and the user agent too: never sent.
    const meta = { ...attribution, ipHash: "abc", userAgent: "x" };
    const [hook] = submissionJobs({ ...contact, attribution: meta }, hooks).filter(
      (job) => job.channel === "webhook",
    );
    const body = JSON.parse((hook!.payload as { body: string }).body);
    expect(body.data.attribution).toEqual(attribution);
    expect((hook!.payload as { body: string }).body).not.toMatch(/ipHash|userAgent/);
    const partial = submissionJobs(
      { ...contact, attribution: { entryPath: "/pricing", referrerHost: "linkedin.com" } },
      hooks,
    ).find((job) => job.channel === "webhook");
    expect(JSON.parse((partial!.payload as { body: string }).body).data.attribution).toEqual({
      entryPath: "/pricing",
      referrerHost: "linkedin.com",
      campaignSource: null,
      campaignMedium: null,
      campaignName: null,
    });
  });
});

describe("newsletter messages", () => {
  it("confirm with a link on the site, and welcome with a List-Id and RFC 8058 unsubscribe headers", () => {
    const confirm = emailPayloadSchema.parse(
      confirmationJob({ id: 3, email: "reader@example.com" }, "3.123.abc").payload,
    );
    expect(confirm.to).toEqual(["reader@example.com"]);
    expect(confirm.text).toContain(`${siteConfig.url}/newsletter/confirm?t=3.123.abc`);
    const [welcome] = welcomeJobs(
      { id: 3, email: "reader@example.com" },
      "3.xyz",
      settings,
      receivedAt,
    );
    const payload = emailPayloadSchema.parse(welcome!.payload);
    expect(payload.headers).toEqual({
      // RFC 2919: the list's identity, under the site's domain (spam filters score its absence).
      "List-Id": `${siteConfig.name} newsletter <newsletter.${new URL(siteConfig.url).hostname.replace(/^www\./, "")}>`,
      "List-Unsubscribe": `<${siteConfig.url}/newsletter/one-click?t=3.xyz>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(payload.text).toContain(`${siteConfig.url}/newsletter/unsubscribe?t=3.xyz`);
  });
});

describe("oneLine", () => {
  it("turns line breaks and control characters into spaces and bounds the length", () => {
    expect(oneLine("a\r\nb\u2028c\u0000d")).toBe("a b c d");
    expect(oneLine("x".repeat(300))).toHaveLength(200);
  });
});
