import type * as React from "react";

import { BidiText } from "@/components/ui/bidi-text";
import { Icon, type IconName } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

interface VisualFrameProps {
  /** The window's title (an app's name), shown in its title bar. */
  title: string;
  icon: IconName;
  /** Right of the title: a status, an address... */
  meta?: React.ReactNode;
  caption: string;
  /** Compact: the small version of the home page and the AI landing (smaller type, tighter). */
  compact?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A product visual: a `<figure>` drawn as an application window (title bar with its three
 * decorative dots, then the body) and a visible caption that says what it shows. Nothing in it
 * is focusable or looks like a control that does nothing: it is a picture made of text.
 */
export function VisualFrame({
  title,
  icon,
  meta,
  caption,
  compact = false,
  className,
  children,
}: VisualFrameProps) {
  return (
    <figure className={cn("flex flex-col text-start", className)}>
      <div
        className={cn(
          "flex flex-1 flex-col overflow-hidden border border-border bg-card text-card-foreground shadow-xl ring-1 shadow-primary/5 ring-foreground/5",
          compact ? "rounded-xl" : "rounded-2xl",
        )}
      >
        <div
          className={cn(
            "flex items-center gap-3 border-b border-border bg-muted",
            compact ? "px-3 py-2" : "px-4 py-2.5",
          )}
        >
          <span aria-hidden="true" className="flex shrink-0 gap-1.5">
            <span className="size-2.5 rounded-full bg-foreground/20" />
            <span className="size-2.5 rounded-full bg-foreground/20" />
            <span className="size-2.5 rounded-full bg-foreground/20" />
          </span>
          <span className="flex shrink-0 items-center gap-1.5 text-xs font-semibold">
            <Icon name={icon} className="size-3.5 shrink-0 text-primary" />
            <span>
              <BidiText text={title} />
            </span>
          </span>
          {meta ? (
            <span className="ms-auto flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
              {meta}
            </span>
          ) : null}
        </div>
        <div className={cn("flex flex-1 flex-col", compact ? "p-3 text-xs" : "p-4 text-sm sm:p-6")}>
          {children}
        </div>
      </div>
      <figcaption
        className={cn(
          "mt-3 text-pretty text-muted-foreground",
          compact ? "text-xs" : "mx-auto max-w-2xl text-center text-sm",
        )}
      >
        <BidiText text={caption} />
      </figcaption>
    </figure>
  );
}
