"use client";

import { clsx } from "clsx";
import * as React from "react";

import { Icon } from "./icon";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The button that opens a dialog (or sheet): it tells assistive technology that it opens one and
 * whether it is open. Pass its ref to the dialog's `returnFocusRef`.
 */
export function DialogTrigger({
  open,
  onOpen,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "onClick"> & {
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={onOpen} {...props} />
  );
}

interface DialogProps extends Omit<React.ComponentProps<"dialog">, "open"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Classes of the panel inside the dialog box (the dialog box itself is the backdrop's hit area). */
  panelClassName?: string;
}

/**
 * A modal dialog on the platform's `<dialog>` element: `showModal()` makes the page behind inert
 * and Escape closes it natively; this adds Tab wrapping inside the dialog, closing on a backdrop
 * click, focus returning to the opener, and the page behind not scrolling (see globals.css).
 * It replaces Radix Dialog, which cost ~11 KB gzip of JavaScript on every page.
 */
export function Dialog({
  open,
  onOpenChange,
  returnFocusRef,
  closeLabel = "Close",
  className,
  panelClassName,
  children,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  ...props
}: DialogProps) {
  const ref = React.useRef<HTMLDialogElement>(null);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      onKeyDown={onKeyDown}
      onClose={() => {
        onOpenChange(false);
        returnFocusRef?.current?.focus();
      }}
      // A click whose target is the <dialog> box itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={clsx(
        "bg-transparent p-0 text-foreground backdrop:bg-black/60 backdrop:backdrop-blur-sm",
        className,
      )}
      // The title and description they point at exist only while the dialog is open.
      aria-labelledby={open ? labelledBy : undefined}
      aria-describedby={open ? describedBy : undefined}
      {...props}
    >
      {/* Closed, the dialog renders nothing: a smaller page to hydrate. */}
      {open ? (
        <div className={clsx("relative", panelClassName)}>
          {/* First in the DOM, so a long dialog opens scrolled to its top. */}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label={closeLabel}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted"
          >
            <Icon name="x" className="size-5" />
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
