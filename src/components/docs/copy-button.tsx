import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { PageScript } from "@/components/ui/page-script";
import { copy } from "@/lib/i18n/copy";

import { copyScript } from "./copy-script";

/**
 * Copies a code sample's raw text (the `<pre>` of its figure); the result is announced politely.
 * Plain HTML driven by an inline script (copy-script.ts), so pages with code samples need no
 * framework JavaScript for it. Invisible (`visibility: hidden`: not painted, not focusable, not in
 * the accessibility tree, but keeping the caption's height) unless that script runs: without
 * JavaScript there is no button doing nothing. `name`: what it copies, read after "Copy" by a
 * screen reader (" JavaScript code", " campaign link").
 */
export function CopyButton({ name }: { name: string }) {
  const { codeCopy } = copy("ui");
  return (
    <>
      <button
        type="button"
        data-copy-code=""
        className="group invisible inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [html[data-scripted]_&]:visible"
      >
        <Icon
          name="checkMark"
          className="hidden size-3.5 text-success group-data-[copy-state=copied]:inline"
        />
        <Icon name="copy" className="size-3.5 group-data-[copy-state=copied]:hidden" />
        <span className="hidden group-data-[copy-state=copied]:inline">{codeCopy.copied}</span>
        <span className="group-data-[copy-state=copied]:hidden">{codeCopy.copy}</span>
        <span className="sr-only">
          <BidiText text={name} />
        </span>
      </button>
      <span
        role="status"
        className="sr-only"
        data-copy-status=""
        data-copied={codeCopy.copied}
        data-failed={codeCopy.failed}
      />
      <PageScript code={copyScript} once="copy" />
    </>
  );
}
