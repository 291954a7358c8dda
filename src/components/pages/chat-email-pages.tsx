import type { Metadata } from "next";

import { ChatMessageForm } from "@/components/chat/chat-forms";
import { ChatLog } from "@/components/chat/chat-log";
import { NewsletterLinkPage } from "@/components/newsletter/link-action";
import { Hero } from "@/components/sections/hero";
import { Link } from "@/components/ui/link";
import { localizeHref, type Locale } from "@/config/locales";
import { CHAT_EMAIL_PATHS, CHAT_PATH } from "@/config/routes";
import { conversationOfReplyLink } from "@/lib/chat/email";
import { confirmChatFromLink, replyFromLink } from "@/lib/chat/link-actions";
import { messagesAfter } from "@/lib/chat/store";
import { copyIn } from "@/lib/i18n/copy";

import { chatFormCopy } from "./chat-page";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function copyOf(locale: Locale) {
  return copyIn(locale, "chat").chatEmailCopy;
}

/** Reached from a chat email, with its token: kept out of search engines. */
export function chatEmailPageMetadata(page: "confirm" | "reply", locale: Locale): Metadata {
  const copy = copyOf(locale)[page];
  return {
    title: copy.title,
    description: copy.description,
    robots: { index: false, follow: false },
  };
}

/**
 * Confirming a chat's address (/chat/confirm, /ar/chat/confirm: the link of the confirmation
 * email): the link shows one button (a mail scanner that opens it confirms nothing); pressing
 * it confirms, queues what was asked for, and redirects here with the outcome.
 */
export function ChatConfirmPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const copy = copyOf(locale).confirm;
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      copy={copy}
      act={confirmChatFromLink.bind(null, locale)}
      back={{ label: copy.chatLink, href: localizeHref(CHAT_PATH, locale) }}
    />
  );
}

/**
 * The conversation from a reply link (/chat/reply?t=..., mailed with the transcript and the
 * team's answers to a confirmed address): the messages and a message box whose replies are
 * stored `via = 'email'`. Rendered per request; works without JavaScript. An expired or
 * forged link shows why, and the way to the chat.
 */
export async function ChatReplyPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const copy = copyOf(locale).reply;
  const { t: token } = await searchParams;
  const link =
    typeof token === "string"
      ? await conversationOfReplyLink(token)
      : ({ status: "invalid" } as const);
  const chatHref = localizeHref(CHAT_PATH, locale);
  if (link.status !== "ok" || typeof token !== "string") {
    const outcome = copy.outcomes[link.status === "expired" ? "expired" : "invalid"];
    return (
      <>
        <Hero
          size="md"
          hero={{ eyebrow: copy.hero.eyebrow, title: outcome.title, description: outcome.message }}
        />
        <section className="pb-16 text-center sm:pb-24">
          <Link
            href={chatHref}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {copy.chatLink}
          </Link>
        </section>
      </>
    );
  }
  const messages = await messagesAfter(link.conversation.id);
  const page = localizeHref(`${CHAT_EMAIL_PATHS.reply}?t=${encodeURIComponent(token)}`, locale);
  return (
    <>
      <Hero size="md" hero={copy.hero} />
      <section className="pb-16 sm:pb-24" aria-labelledby="chat-reply-heading">
        <div className="container-page mx-auto max-w-2xl">
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
            <h2 id="chat-reply-heading" className="mb-6 text-xl font-bold">
              {copyIn(locale, "chat").chatCopy.conversation.title}
            </h2>
            <ChatLog messages={messages} locale={locale} />
            <ChatMessageForm
              action={replyFromLink.bind(null, locale, token)}
              permalink={page}
              locale={locale}
              copy={chatFormCopy(locale, copy.message, copy.submit)}
            />
          </div>
        </div>
      </section>
    </>
  );
}
