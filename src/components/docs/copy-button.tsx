"use client";

import { clsx } from "clsx";
import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { codeCopy } from "@/content/ui";

const noopSubscribe = () => () => {};

type CopyState = "idle" | "copied" | "failed";

const messages: Record<CopyState, string> = {
  idle: "",
  copied: codeCopy.copied,
  failed: codeCopy.failed,
};

/**
 * Copies a code sample's raw text. Hidden (but keeping its place) until the page is
 * interactive, so it never sits there doing nothing; the result is announced politely.
 */
export function CopyButton({ code, label }: { code: string; label: string }) {
  const hydrated = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), 2000);
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={clsx(
          "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          !hydrated && "invisible",
        )}
      >
        {state === "copied" ? (
          <Check aria-hidden="true" className="size-3.5 text-success" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        <span>{state === "copied" ? codeCopy.copied : codeCopy.copy}</span>
        <span className="sr-only">{codeCopy.codeSuffix(label)}</span>
      </button>
      <span role="status" className="sr-only">
        {messages[state]}
      </span>
    </>
  );
}
