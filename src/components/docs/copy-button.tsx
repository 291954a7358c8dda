"use client";

import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { codeCopy } from "@/content/ui";
import { useHydrated } from "@/lib/use-hydrated";

type CopyState = "idle" | "copied" | "failed";

const messages: Record<CopyState, string> = {
  idle: "",
  copied: codeCopy.copied,
  failed: codeCopy.failed,
};

/**
 * Copies a code sample's raw text; the result is announced politely. Its HTML is invisible
 * (`visibility: hidden`: not painted, not focusable, not in the accessibility tree, but keeping
 * the caption's height), and it becomes visible only once hydrated: without JavaScript, or
 * before the scripts have run, there is no button doing nothing.
 */
export function CopyButton({ code, label }: { code: string; label: string }) {
  const hydrated = useHydrated();
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
          <Icon name="checkMark" className="size-3.5 text-success" />
        ) : (
          <Icon name="copy" className="size-3.5" />
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
