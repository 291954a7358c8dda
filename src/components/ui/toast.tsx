"use client";

import * as React from "react";

import { Icon } from "./icon";

export interface ToastMessage {
  text: string;
  /** A link under the text; its href as the page writes it (in the page's language). */
  action?: { label: string; href: string };
}

/** How long a toast stays on screen before it dismisses itself. */
const TOAST_DURATION_MS = 6000;

/** State for one toast at a time: `show` replaces the current toast and restarts its timer. */
export function useToast(durationMs: number = TOAST_DURATION_MS) {
  const [toast, setToast] = React.useState<(ToastMessage & { id: number }) | null>(null);

  React.useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, durationMs]);

  const show = React.useCallback((message: ToastMessage) => {
    setToast((current) => ({ ...message, id: (current?.id ?? 0) + 1 }));
  }, []);
  const dismiss = React.useCallback(() => setToast(null), []);

  return { toast, show, dismiss };
}

/**
 * A polite status message in the corner of the screen. The live region is always in the
 * document so that screen readers announce the message when it appears.
 */
export function Toaster({
  toast,
  onDismiss,
  dismissLabel = "Dismiss notification",
}: {
  toast: (ToastMessage & { id: number }) | null;
  onDismiss: () => void;
  dismissLabel?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      {toast ? (
        <div
          key={toast.id}
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-xl"
        >
          <p className="flex-1">
            <span className="font-semibold">{toast.text}</span>
            {toast.action ? (
              <a
                href={toast.action.href}
                className="mt-1 block font-medium text-primary underline underline-offset-4"
              >
                {toast.action.label}
              </a>
            ) : null}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={dismissLabel}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Icon name="x" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
