import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { VisualFrame } from "./visual-frame";

/**
 * Conversational AI at work: a customer's questions, the assistant's answers (one citing the
 * document it drew on) and the hand-off to a team with a ticket. The small version shows the
 * first question and answer, then the hand-off.
 */
export function ChatVisual({ compact = false }: { compact?: boolean }) {
  const visual = copy("visuals").chatVisual;
  const messages = compact ? visual.messages.slice(0, 2) : visual.messages;
  return (
    <VisualFrame
      title={visual.windowTitle}
      icon="bot"
      compact={compact}
      caption={compact ? visual.compactCaption : visual.caption}
      className={compact ? undefined : "mx-auto w-full max-w-4xl"}
      meta={
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          {visual.status}
        </>
      }
    >
      <div className={cn(!compact && "grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem]")}>
        <div>
          <ol className={cn("flex flex-col", compact ? "gap-2" : "gap-3")}>
            {messages.map((message) => {
              const fromCustomer = message.from === "customer";
              return (
                <li
                  key={message.text}
                  className={cn("flex items-end gap-2", fromCustomer && "flex-row-reverse")}
                >
                  {fromCustomer ? null : (
                    <span
                      aria-hidden="true"
                      className={cn(
                        "flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary ring-1 ring-border",
                        compact ? "size-6" : "size-8",
                      )}
                    >
                      <Icon name="bot" className={compact ? "size-3.5" : "size-4"} />
                    </span>
                  )}
                  <div
                    className={cn(
                      "max-w-[85%] rounded-2xl leading-relaxed",
                      compact ? "px-3 py-2" : "px-4 py-2.5",
                      fromCustomer
                        ? "rounded-ee-sm bg-primary text-primary-foreground"
                        : "rounded-es-sm bg-muted text-foreground",
                    )}
                  >
                    <span className="sr-only">{visual.speakers[message.from]} </span>
                    {message.text}
                    {"source" in message ? (
                      <span className="mt-2 flex items-center gap-1.5 border-t border-border pt-2 text-xs text-muted-foreground">
                        <Icon name="fileText" className="size-3.5 shrink-0 text-primary" />
                        <span>
                          {visual.sourceLabel}:{" "}
                          <span className="font-medium text-foreground">{message.source}</span>
                        </span>
                      </span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
          <p
            className={cn(
              "flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl border border-dashed border-success/50 bg-success/10 text-center",
              compact ? "mt-2 px-2 py-1.5" : "mt-4 px-3 py-2",
            )}
          >
            <Icon name="headphones" className="size-4 shrink-0 text-success" />
            <span className="font-semibold text-foreground">{visual.handoff.text}</span>
            {compact ? null : (
              <span className="text-xs text-muted-foreground">{visual.handoff.detail}</span>
            )}
          </p>
        </div>
        {compact ? null : (
          <div className="hidden rounded-xl border border-border bg-background p-4 md:block">
            <p className="text-xs font-semibold text-muted-foreground">{visual.details.title}</p>
            <dl className="mt-3 flex flex-col gap-3">
              {visual.details.items.map((item) => (
                <div key={item.term}>
                  <dt className="text-xs text-muted-foreground">{item.term}</dt>
                  <dd className="font-medium text-foreground">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </VisualFrame>
  );
}
