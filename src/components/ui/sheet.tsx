"use client";

import { clsx } from "clsx";
import type * as React from "react";

import { Dialog } from "./dialog";

/** A modal dialog that slides in from the right edge of the screen. */
export function Sheet({
  className,
  panelClassName,
  ...props
}: React.ComponentProps<typeof Dialog>) {
  return (
    <Dialog
      className={clsx(
        "sheet fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none",
        className,
      )}
      panelClassName={clsx(
        "flex h-full flex-col overflow-y-auto border-l border-border bg-background p-6 shadow-2xl",
        panelClassName,
      )}
      {...props}
    />
  );
}
