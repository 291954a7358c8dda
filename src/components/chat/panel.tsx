/**
 * The chat panel: the live chat inside the page, opened by the launcher (chat-launcher.tsx) when
 * JavaScript runs. Bundled on its own (scripts/lib/chat-panel.mjs) and loaded on the first press
 * only: a page ships none of it before. It talks to src/app/chat/: the session (the words, the
 * office's hours and the team's presence, the conversation of this device), the start and send
 * posts, and the stream of Server-Sent Events that brings the team's answers as they are written
 * (EventSource resumes after the last message it had, by its id) and the team's presence.
 *
 * Accessible as a conversation: a labelled, non-modal dialog that takes focus when it opens and
 * gives it back to the launcher when it closes (Escape or its button); the messages are a log
 * whose new entries are announced politely; everything works by keyboard; right to left with
 * the page.
 */
import * as React from "react";
import { createRoot, type Root } from "react-dom/client";

import type { OfficeHours } from "@/config/site";
import type { MessageView } from "@/lib/chat/answers";
import { chatAvailability } from "@/lib/chat/availability";
import type { ChatFormState } from "@/lib/chat/form-state";
import type { PanelCopy } from "@/lib/chat/panel-copy";

import { PanelEmailRequest } from "./panel-email";

interface Session {
  copy: PanelCopy;
  /** The answering office's hours, and whether someone of the team has the chat page open. */
  hours: OfficeHours;
  teamOnline: boolean;
  conversation: { status: string; messages: MessageView[] } | null;
  token?: string;
}

/** Shown before the words have come. */
const ELLIPSIS = "…";

const control =
  "block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground shadow-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-danger";
const button =
  "inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary-hover disabled:opacity-60";

async function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    credentials: "same-origin",
  });
}

function withMessage(messages: MessageView[], message: MessageView): MessageView[] {
  if (messages.some((each) => each.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.id - b.id);
}

function timeOf(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: "short" }).format(new Date(iso));
}

function Messages({
  messages,
  copy,
  lang,
}: {
  messages: MessageView[];
  copy: PanelCopy;
  lang: string;
}) {
  const end = React.useRef<HTMLLIElement>(null);
  React.useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);
  const names = {
    visitor: copy.conversation.you,
    team: copy.conversation.team,
    system: copy.conversation.system,
  };
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={copy.conversation.logLabel}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => {
          const own = message.author === "visitor";
          return (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? end : undefined}
              className={own ? "flex flex-col items-end gap-1" : "flex flex-col items-start gap-1"}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{names[message.author]}</span>{" "}
                <time dateTime={message.at}>{timeOf(message.at, lang)}</time>
              </p>
              <p
                dir="auto"
                className={
                  own
                    ? "max-w-[85%] rounded-2xl bg-primary px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-primary-foreground"
                    : "max-w-[85%] rounded-2xl border border-border bg-muted px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-foreground"
                }
              >
                {message.body}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ErrorLine({ state }: { state: ChatFormState }) {
  if (state.status !== "error") return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {state.message}
    </p>
  );
}

function StartForm({
  session,
  locale,
  onStarted,
}: {
  session: Session;
  locale: string;
  onStarted: () => void;
}) {
  const { copy } = session;
  const [state, setState] = React.useState<ChatFormState>({ status: "idle" });
  const [pending, setPending] = React.useState(false);
  const [token, setToken] = React.useState(session.token ?? "");
  const errors = state.status === "error" ? (state.errors ?? {}) : {};
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const fields: Record<string, string> = { _token: token, _locale: locale };
    fields._source = location.pathname.replace(/^\/[a-z]{2}(?:-[A-Za-z]{2})?(?=\/|$)/, "") || "/";
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    setPending(true);
    try {
      const response = await post("/chat/start", fields);
      const answer = (await response.json()) as ChatFormState | { status: "started" };
      if (answer.status === "started") return onStarted();
      if (answer.status === "error" && answer.token) setToken(answer.token);
      setState(answer.status === "error" ? answer : { status: "idle" });
    } catch {
      setState({ status: "error", message: copy.panel.unavailable });
    } finally {
      setPending(false);
    }
  }
  const field = (name: "name" | "email", type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`chat-panel-${name}`} className="mb-1 block text-sm font-medium">
        {copy.start[name]}
        <span className="text-danger">
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> ({copy.required})</span>
        </span>
      </label>
      <input
        id={`chat-panel-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `chat-panel-${name}-error` : undefined}
        className={control}
      />
      {errors[name] ? (
        <p id={`chat-panel-${name}-error`} className="mt-1 text-xs font-medium text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form onSubmit={submit} className="relative grid gap-3 overflow-y-auto px-4 py-3">
      <p className="text-sm text-muted-foreground">{copy.start.why}</p>
      <ErrorLine state={state} />
      {field("name", "text", "name")}
      {field("email", "email", "email")}
      <div>
        <label htmlFor="chat-panel-message" className="mb-1 block text-sm font-medium">
          {copy.start.message}
          <span className="text-danger">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({copy.required})</span>
          </span>
        </label>
        <textarea
          id="chat-panel-message"
          name="message"
          rows={3}
          required
          aria-invalid={errors.message ? true : undefined}
          className={control}
        />
      </div>
      <div className="flex items-start gap-2">
        <input
          id="chat-panel-consent"
          name="consent"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
        />
        <label htmlFor="chat-panel-consent" className="text-xs text-muted-foreground">
          {copy.consent}
        </label>
      </div>
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="chat-panel-website">{copy.honeypot}</label>
        <input id="chat-panel-website" name="website" type="text" tabIndex={-1} />
      </div>
      <div>
        <button type="submit" className={button} disabled={pending}>
          {copy.start.submit}
        </button>
      </div>
    </form>
  );
}

function MessageBox({
  copy,
  locale,
  onSent,
}: {
  copy: PanelCopy;
  locale: string;
  onSent: (message: MessageView) => void;
}) {
  const [state, setState] = React.useState<ChatFormState>({ status: "idle" });
  const [pending, setPending] = React.useState(false);
  const [text, setText] = React.useState("");
  async function send() {
    if (pending || text.trim() === "") return;
    setPending(true);
    try {
      const response = await post("/chat/send", { message: text, _locale: locale });
      const answer = (await response.json()) as
        ChatFormState | { status: "sent"; message: MessageView };
      if (answer.status === "sent") {
        onSent(answer.message);
        setText("");
        setState({ status: "idle" });
      } else setState(answer);
    } catch {
      setState({ status: "error", message: copy.panel.unavailable });
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="grid gap-2 border-t border-border px-4 py-3"
    >
      <ErrorLine state={state} />
      <label htmlFor="chat-panel-reply" className="sr-only">
        {copy.conversation.message}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="chat-panel-reply"
          name="message"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          aria-describedby="chat-panel-reply-hint"
          className={control}
        />
        <button type="submit" className={button} disabled={pending}>
          {copy.conversation.submit}
        </button>
      </div>
      <p id="chat-panel-reply-hint" className="text-xs text-muted-foreground">
        {copy.panel.sendHint}
      </p>
    </form>
  );
}

/**
 * The browser's clock, read again every 30 s: the office opens and closes with no event from the
 * server, and the panel says so within the minute.
 */
function useClock(): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ChatPanel({
  locale,
  pageHref,
  onClose,
}: {
  locale: string;
  pageHref: string;
  onClose: () => void;
}) {
  const [session, setSession] = React.useState<Session | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [messages, setMessages] = React.useState<MessageView[]>([]);
  const [teamOnline, setTeamOnline] = React.useState(false);
  const now = useClock();
  const [status, setStatus] = React.useState("open");
  const [connected, setConnected] = React.useState(true);
  const dialog = React.useRef<HTMLElement>(null);
  const lang = document.documentElement.lang || locale;

  const [loads, setLoads] = React.useState(0);
  React.useEffect(() => {
    let current = true;
    fetch(`/chat/session?locale=${encodeURIComponent(locale)}`, {
      credentials: "same-origin",
      cache: "no-store",
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return (await response.json()) as Session;
      })
      .then(
        (next) => {
          if (!current) return;
          setSession(next);
          setTeamOnline(next.teamOnline);
          setMessages(next.conversation?.messages ?? []);
          setStatus(next.conversation?.status ?? "open");
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [locale, loads]);

  const hasConversation = session?.conversation != null;
  const lastId = React.useRef(0);
  React.useEffect(() => {
    lastId.current = messages.at(-1)?.id ?? 0;
  }, [messages]);
  React.useEffect(() => {
    if (!hasConversation) return;
    const source = new EventSource(`/chat/stream?after=${lastId.current}`);
    source.addEventListener("message", (event) => {
      setMessages((current) => withMessage(current, JSON.parse(event.data) as MessageView));
    });
    source.addEventListener("team", (event) => setTeamOnline(event.data === "online"));
    source.addEventListener("status", (event) => setStatus(event.data));
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("error", () => setConnected(source.readyState === EventSource.OPEN));
    return () => source.close();
  }, [hasConversation]);

  // Focus: into the panel when it opens (its first field, or the message box).
  React.useEffect(() => {
    if (!session) return;
    dialog.current?.querySelector<HTMLElement>("input:not([tabindex='-1']),textarea")?.focus();
  }, [session, hasConversation]);

  const copy = session?.copy;
  // "Online" inside the office's hours by this browser's clock, with someone of the team online.
  const availability = session
    ? chatAvailability(new Date(now), teamOnline ? 1 : 0, session)
    : "away";
  const state = copy?.availability[availability];
  return (
    <section
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      data-chat-panel-open=""
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed end-4 bottom-4 z-50 flex max-h-[min(40rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card text-foreground shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <h2 id="chat-panel-title" className="text-base font-bold">
            {copy?.title ?? ELLIPSIS}
          </h2>
          {state ? (
            <p
              className="flex flex-wrap items-center gap-x-1.5 text-xs"
              data-chat-availability={availability}
            >
              <span
                aria-hidden="true"
                className={
                  availability === "online"
                    ? "size-2 rounded-full bg-success"
                    : "size-2 rounded-full bg-muted-foreground"
                }
              />
              <span className="font-semibold">{state.label}</span>
              <span className="text-muted-foreground">{state.detail}</span>
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
          <span className="sr-only">{copy?.panel.close ?? "×"}</span>
        </button>
      </div>
      {failed ? (
        <p className="px-4 py-6 text-sm">
          <a href={pageHref} className="font-medium text-primary underline">
            {copy?.panel.unavailable ?? pageHref}
          </a>
        </p>
      ) : !session || !copy ? (
        <p className="px-4 py-6 text-sm text-muted-foreground" role="status">
          {ELLIPSIS}
        </p>
      ) : session.conversation ? (
        <>
          {status === "closed" ? (
            <p className="border-b border-border px-4 py-2 text-xs text-muted-foreground">
              {copy.conversation.closed}
            </p>
          ) : null}
          {!connected ? (
            <p role="status" className="px-4 py-1 text-xs text-muted-foreground">
              {copy.panel.reconnecting}
            </p>
          ) : null}
          <Messages messages={messages} copy={copy} lang={lang} />
          <MessageBox
            copy={copy}
            locale={locale}
            onSent={(message) => setMessages((current) => withMessage(current, message))}
          />
          <PanelEmailRequest copy={copy} locale={locale} />
        </>
      ) : (
        <StartForm
          session={session}
          locale={locale}
          onStarted={() => setLoads((count) => count + 1)}
        />
      )}
      <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">
        {copy?.hours}{" "}
        <a href={pageHref} className="underline underline-offset-2 hover:text-foreground">
          {copy?.panel.page}
        </a>
      </p>
    </section>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/**
 * The panel's own stylesheet, whose URL the build writes on the launcher (`data-chat-css`,
 * scripts/lib/chat-panel.mjs): the rules the panel uses, scoped to its root, where the page's
 * inline CSS holds only the page's own.
 */
function loadStylesheet(launcher: HTMLAnchorElement): void {
  const href = launcher.dataset.chatCss;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

/**
 * Opens the panel for `launcher` (called by the page's inline script, which imported this
 * module on the launcher's first press); a second press while it is open closes it.
 */
export function openChat(launcher: HTMLAnchorElement): void {
  if (root) {
    close();
    return;
  }
  loadStylesheet(launcher);
  container = document.createElement("div");
  container.setAttribute("data-chat-root", "");
  document.body.append(container);
  launcher.setAttribute("aria-expanded", "true");
  launcher.hidden = true;
  root = createRoot(container);
  function close() {
    root?.unmount();
    container?.remove();
    root = null;
    container = null;
    launcher.hidden = false;
    launcher.setAttribute("aria-expanded", "false");
    launcher.focus();
  }
  root.render(
    <ChatPanel locale={launcher.dataset.locale ?? "en"} pageHref={launcher.href} onClose={close} />,
  );
}
