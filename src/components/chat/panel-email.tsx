/**
 * The chat panel's "Email me the transcript" and "Continue by email": posts the pressed one's
 * `wish` to /chat/email and shows the sentence it answers (an unconfirmed address is first sent
 * a confirmation link: src/lib/chat/email.ts). Part of the panel's bundle (panel.tsx).
 */
import * as React from "react";

import type { PanelCopy } from "@/lib/chat/panel-copy";

const button =
  "inline-flex h-8 items-center justify-center rounded-lg border border-border bg-card px-3 text-xs font-semibold text-foreground hover:bg-muted disabled:opacity-60";

export function PanelEmailRequest({ copy, locale }: { copy: PanelCopy; locale: string }) {
  const [answer, setAnswer] = React.useState<{ error: boolean; message: string } | null>(null);
  const [pending, setPending] = React.useState(false);
  async function ask(wish: "transcript" | "continue") {
    if (pending) return;
    setPending(true);
    try {
      const response = await fetch("/chat/email", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ wish, _locale: locale }).toString(),
        credentials: "same-origin",
      });
      const body = (await response.json()) as { status: string; message: string };
      setAnswer({ error: body.status !== "done", message: body.message });
    } catch {
      setAnswer({ error: true, message: copy.panel.unavailable });
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="grid gap-2 border-t border-border px-4 py-2">
      <p className="text-xs text-muted-foreground">{copy.email.intro}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() => void ask("transcript")}
        >
          {copy.email.transcript}
        </button>
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() => void ask("continue")}
        >
          {copy.email.continue}
        </button>
      </div>
      <p
        role="status"
        className={answer?.error ? "text-xs font-medium text-danger" : "text-xs"}
        data-chat-email-answer=""
      >
        {answer?.message}
      </p>
    </div>
  );
}
