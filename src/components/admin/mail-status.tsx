import { adminCopy } from "@/content/admin";
import { smtpHost } from "@/lib/admin/outbox";
import { mailSettings } from "@/lib/mail/settings";
import { mailDir } from "@/lib/outbox/deliver";

/**
 * How mail leaves this server, said plainly: through which SMTP host (never its credentials), or
 * not at all (SMTP_URL unset: messages are written as .eml files, in the directory named).
 */
export function MailStatus() {
  let text: string;
  let invalid = false;
  try {
    const host = smtpHost(mailSettings().SMTP_URL);
    text = host ? adminCopy.outbox.mailOn(host) : adminCopy.outbox.mailOff(mailDir());
  } catch (error) {
    invalid = true;
    text = adminCopy.outbox.mailInvalid(error instanceof Error ? error.message : String(error));
  }
  return (
    <p
      id="mail-status"
      className={
        invalid
          ? "rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm"
          : "rounded-lg border border-border bg-muted p-3 text-sm"
      }
    >
      {text}
    </p>
  );
}
