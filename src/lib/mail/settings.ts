/**
 * Where the site's messages go and how they leave: the team address of each form (from the site
 * facts) and the mail and webhook settings from the environment, checked once with zod.
 */
import { z } from "zod";

import { siteConfig } from "@/config/site";
import type { FormKind } from "@/lib/forms/registry";
import { webhookUrlProblem } from "@/lib/outbox/webhook-url";

/**
 * The team address each form's submissions are mailed to (SPEC 5a). The AI demo goes to the
 * address /ai-services/contact gives for the San Francisco team; newsletter sign-ups are not
 * mailed one by one (null).
 */
export const teamAddress: Record<FormKind, string | null> = {
  contact: siteConfig.email,
  demo: siteConfig.email,
  support: siteConfig.supportEmail,
  waitlist: siteConfig.email,
  newsletter: null,
};

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const mailEnvSchema = z
  .object({
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().optional(),
    MAIL_TEAM_TO: list(z.email({ error: "MAIL_TEAM_TO must list email addresses" })),
    // Checked by the rule the delivery applies too; a problem never repeats a secret of the URL.
    WEBHOOK_URL: list(z.string()).superRefine((urls, ctx) => {
      for (const [index, url] of urls.entries()) {
        const entry = urls.length > 1 ? `WEBHOOK_URL entry ${index + 1}` : "WEBHOOK_URL";
        const problem = webhookUrlProblem(url, entry);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }
    }),
    WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{24,}$/, "WEBHOOK_SECRET must be whsec_ and base64")
      .optional(),
  })
  .refine((env) => env.WEBHOOK_URL.length === 0 || env.WEBHOOK_SECRET, {
    message: "WEBHOOK_URL is set: WEBHOOK_SECRET is required to sign the webhooks",
    path: ["WEBHOOK_SECRET"],
  });

export type MailSettings = z.infer<typeof mailEnvSchema> & { from: string };

/** The site's domain for mail: the default sender's and the newsletter's List-Id. */
export const mailDomain = new URL(siteConfig.url).hostname.replace(/^www\./, "");

/** The mail and webhook settings; throws with every problem named when the environment is wrong. */
export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Mail settings: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
    );
  }
  return {
    ...parsed.data,
    from: parsed.data.MAIL_FROM ?? `${siteConfig.name} <no-reply@${mailDomain}>`,
  };
}

/** Who gets a form's team notification: MAIL_TEAM_TO when set, else the form's address. */
export function teamRecipients(kind: FormKind, settings: MailSettings): string[] {
  const address = teamAddress[kind];
  if (address === null) return [];
  return settings.MAIL_TEAM_TO.length > 0 ? settings.MAIL_TEAM_TO : [address];
}
