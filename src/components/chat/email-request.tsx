import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** What the page says after the form (`?email=`), as the action redirected. */
export type EmailRequestNotice =
  "confirmSent" | "transcriptSent" | "continuing" | "wait" | "failed";

/**
 * "Continue by email" under a conversation on /chat: two buttons of one plain form, "Email me
 * the transcript" and "Continue by email" (the pressed one's `wish`), posted to its Server
 * Action; the page comes back with what was done. Works without JavaScript.
 */
export function ChatEmailRequest({
  locale,
  action,
  notice,
}: {
  locale: Locale;
  action: (form: FormData) => Promise<void>;
  notice: EmailRequestNotice | null;
}) {
  const copy = copyIn(locale, "chat").chatEmailCopy.request;
  return (
    <section
      id="chat-email"
      aria-labelledby="chat-email-heading"
      className="mt-6 border-t border-border pt-4"
    >
      <h3 id="chat-email-heading" className="text-base font-semibold">
        {copy.title}
      </h3>
      <p className="mt-1 mb-3 text-sm text-muted-foreground">{copy.intro}</p>
      {notice ? (
        <p
          role="status"
          className="mb-3 rounded-lg border border-border bg-muted px-3.5 py-2.5 text-sm"
          data-chat-email-notice={notice}
        >
          {copy.outcomes[notice]}
        </p>
      ) : null}
      <form action={action} className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="wish"
          value="transcript"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          {copy.transcript}
        </button>
        <button
          type="submit"
          name="wish"
          value="continue"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          {copy.continue}
        </button>
      </form>
    </section>
  );
}
