import type { Metadata } from "next";
import { cookies, headers } from "next/headers";

import { ChatMessageForm, ChatStartForm, type ChatFormCopy } from "@/components/chat/chat-forms";
import { ChatLog } from "@/components/chat/chat-log";
import { ChatEmailRequest, type EmailRequestNotice } from "@/components/chat/email-request";
import { Hero } from "@/components/sections/hero";
import { CHAT_COOKIE, CHAT_LIMITS } from "@/config/chat";
import { localizeHref, type Locale } from "@/config/locales";
import { CHAT_PATH } from "@/config/routes";
import { sendChatMessage, startChat } from "@/lib/chat/actions";
import { requestEmailFromChat } from "@/lib/chat/link-actions";
import { availabilityAt, messagesAfter } from "@/lib/chat/store";
import { chatFormToken, conversationOfToken } from "@/lib/chat/visitor";
import { cn } from "@/lib/cn";
import { copyIn } from "@/lib/i18n/copy";

function chatCopyOf(locale: Locale) {
  return copyIn(locale, "chat").chatCopy;
}

/** Each visitor's own conversation: kept out of search engines. */
export function chatPageMetadata(locale: Locale): Metadata {
  const copy = chatCopyOf(locale);
  return {
    title: copy.title,
    description: copy.description,
    robots: { index: false, follow: true },
  };
}

/** The words of a chat form (the start form, a message box), in the page's language. */
export function chatFormCopy(locale: Locale, messageLabel: string, submit: string): ChatFormCopy {
  const copy = chatCopyOf(locale);
  const { formUi } = copyIn(locale, "forms/messages");
  return {
    fields: {
      name: {
        label: copy.start.name,
        type: "text",
        required: true,
        autoComplete: "name",
        maxLength: CHAT_LIMITS.name,
      },
      email: {
        label: copy.start.email,
        type: "email",
        required: true,
        autoComplete: "email",
        maxLength: CHAT_LIMITS.email,
      },
      message: {
        label: messageLabel,
        type: "textarea",
        required: true,
        rows: 4,
        maxLength: CHAT_LIMITS.message,
      },
      consent: copyIn(locale, "forms/form-spec").consentField,
    },
    submit,
    requiredLabel: formUi.required,
    honeypotLabel: formUi.honeypotLabel,
  };
}

const EMAIL_NOTICES = ["confirmSent", "transcriptSent", "continuing", "wait", "failed"] as const;

function emailNotice(value: unknown): EmailRequestNotice | null {
  return EMAIL_NOTICES.find((notice) => notice === value) ?? null;
}

/**
 * /chat and /ar/chat: the live chat as a page, which works without JavaScript. Without a
 * conversation on this device, the start form; with one (the chat cookie), the conversation and
 * the message box; the page reloads on each message sent, and a link checks for new ones.
 */
export async function ChatPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const copy = chatCopyOf(locale);
  const notice = emailNotice((await searchParams).email);
  const conversation = await conversationOfToken((await cookies()).get(CHAT_COOKIE.name)?.value);
  const availability = await availabilityAt();
  const status = copy.availability[availability];
  const href = localizeHref(CHAT_PATH, locale);
  const messages = conversation ? await messagesAfter(conversation.id) : [];

  return (
    <>
      <Hero
        size="md"
        hero={{ eyebrow: copy.eyebrow, title: copy.heading, description: copy.intro }}
      />
      <section className="pb-16 sm:pb-24" aria-labelledby="chat-heading" data-chat-page="">
        <div className="container-page mx-auto max-w-2xl">
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
              <h2 id="chat-heading" className="text-xl font-bold">
                {conversation ? copy.conversation.title : copy.start.title}
              </h2>
              <p className="flex items-center gap-2 text-sm" data-chat-availability={availability}>
                <span
                  aria-hidden="true"
                  className={cn(
                    "size-2.5 rounded-full",
                    availability === "online" ? "bg-success" : "bg-muted-foreground",
                  )}
                />
                <span className="font-semibold">{status.label}</span>
                <span className="text-muted-foreground">{status.detail}</span>
              </p>
            </div>
            {conversation ? (
              <>
                {conversation.status === "closed" ? (
                  <p className="mb-4 text-sm text-muted-foreground">{copy.conversation.closed}</p>
                ) : null}
                <ChatLog messages={messages} locale={locale} />
                <ChatMessageForm
                  action={sendChatMessage.bind(null, locale)}
                  permalink={href}
                  locale={locale}
                  copy={chatFormCopy(locale, copy.conversation.message, copy.conversation.submit)}
                />
                <p className="mt-4 text-sm">
                  <a
                    href={`${href}#latest`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {copy.conversation.refresh}
                  </a>
                </p>
                <ChatEmailRequest
                  locale={locale}
                  action={requestEmailFromChat.bind(null, locale)}
                  notice={notice}
                />
              </>
            ) : (
              <>
                <p className="mb-5 text-sm text-muted-foreground">{copy.start.why}</p>
                <ChatStartForm
                  action={startChat.bind(null, locale)}
                  permalink={href}
                  token={chatFormToken(await headers())}
                  locale={locale}
                  source={CHAT_PATH}
                  copy={chatFormCopy(locale, copy.start.message, copy.start.submit)}
                />
              </>
            )}
            <p className="mt-6 border-t border-border pt-4 text-xs text-muted-foreground">
              {copy.hours}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
