import { clsx } from "clsx";
import type * as React from "react";

import { Button, buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AiModel, ModelCategory, ModelStatus } from "@/content/ai/models-data";
import type { IconName } from "@/content/icon-names";

export type ModelsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; models: readonly AiModel[] };

/** Cards and their loading placeholders share one height, so the list never shifts the page. */
const cardClasses =
  "flex h-76 flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:h-72";
const gridClasses = "grid gap-6 sm:grid-cols-2 xl:grid-cols-4";

const statusClasses: Record<ModelStatus, string> = {
  Available: "bg-success/10 text-success",
  Beta: "bg-accent-soft text-primary ring-1 ring-border",
  "Coming Soon": "bg-muted text-muted-foreground",
};

/**
 * The list's words in the page's language, plain data (the loader is a client component): the
 * server parent (ModelsList) builds it from the picked content module, with the sentences that
 * take a number or a name already written out.
 */
export interface ModelsCopy {
  /** The models, their descriptions in the page's language. */
  models: readonly AiModel[];
  categoryLabels: Record<ModelCategory, string>;
  /** Each category's icon (data: this client module imports no module of copy). */
  categoryIcons: Record<ModelCategory, IconName>;
  statusLabels: Record<ModelStatus, string>;
  listLabel: string;
  loading: string;
  error: string;
  errorHint: string;
  retry: string;
  empty: string;
  /** "Showing 8 models", for the whole list (the one list the page loads). */
  loaded: string;
  tryNow: string;
  unavailable: string;
  /** The toast of each model's Try Now, by model id. */
  launching: Record<string, string>;
  launchingAction: { label: string; href: string };
  dismiss: string;
}

interface TryProps {
  /** What Try Now does with JavaScript: show the demo toast. */
  onTry?: (model: AiModel) => void;
  /** Without JavaScript, Try Now is a link here instead (no toast can be shown). */
  tryHref?: string;
}

function TryNow({ model, onTry, tryHref, copy }: TryProps & { model: AiModel; copy: ModelsCopy }) {
  const comingSoon = model.status === "Coming Soon";
  const variant = comingSoon ? "secondary" : "primary";
  const name = (
    <span className="sr-only">
      {" "}
      {model.name}
      {comingSoon ? ` (${copy.unavailable})` : ""}
    </span>
  );
  if (tryHref && !comingSoon) {
    return (
      <a
        href={tryHref}
        className={buttonClasses({ variant, size: "sm", className: "mt-auto w-full" })}
      >
        {copy.tryNow}
        {name}
      </a>
    );
  }
  return (
    <Button
      variant={variant}
      size="sm"
      className="mt-auto w-full"
      disabled={comingSoon}
      onClick={onTry ? () => onTry(model) : undefined}
    >
      {copy.tryNow}
      {name}
    </Button>
  );
}

function ModelCard({ model, copy, ...tryProps }: TryProps & { model: AiModel; copy: ModelsCopy }) {
  return (
    <li className={cardClasses}>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
          <Icon name={copy.categoryIcons[model.category]} />
        </span>
        <span
          className={clsx(
            "rounded-full px-2.5 py-1 text-xs font-semibold",
            statusClasses[model.status],
          )}
        >
          {copy.statusLabels[model.status]}
        </span>
      </div>
      <h3 className="mt-4 text-lg font-semibold">{model.name}</h3>
      <p className="text-sm font-medium text-primary">{copy.categoryLabels[model.category]}</p>
      <p className="mt-2 line-clamp-4 text-sm leading-relaxed text-muted-foreground">
        {model.description}
      </p>
      <TryNow model={model} copy={copy} {...tryProps} />
    </li>
  );
}

function Placeholder() {
  return (
    <li className={clsx(cardClasses, "animate-pulse")}>
      <div className="flex justify-between">
        <span className="size-11 rounded-xl bg-muted" />
        <span className="h-6 w-20 rounded-full bg-muted" />
      </div>
      <span className="mt-4 h-6 w-2/3 rounded bg-muted" />
      <span className="mt-2 h-4 w-1/2 rounded bg-muted" />
      <span className="mt-4 h-3 w-full rounded bg-muted" />
      <span className="mt-2 h-3 w-5/6 rounded bg-muted" />
      <span className="mt-auto h-9 w-full rounded-lg bg-muted" />
    </li>
  );
}

function Notice({ children, tone }: { children: React.ReactNode; tone: "error" | "empty" }) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-border bg-card p-10 text-center shadow-sm"
    >
      {children}
    </div>
  );
}

/** The models list in each of its states: loading, error, empty, loaded. */
export function ModelsView({
  state,
  copy,
  placeholderCount = 8,
  onRetry,
  onTry,
  tryHref,
}: TryProps & {
  state: ModelsState;
  copy: ModelsCopy;
  placeholderCount?: number;
  onRetry?: () => void;
}) {
  if (state.status === "error") {
    return (
      <Notice tone="error">
        <Icon name="alertTriangle" className="size-10 text-danger" />
        <p className="mt-4 text-lg font-semibold">{copy.error}</p>
        <p className="mt-1 text-sm text-muted-foreground">{copy.errorHint}</p>
        <Button className="mt-6" onClick={onRetry}>
          {copy.retry}
        </Button>
      </Notice>
    );
  }
  if (state.status === "ready" && state.models.length === 0) {
    return (
      <Notice tone="empty">
        <Icon name="inbox" className="size-10 text-muted-foreground" />
        <p className="mt-4 text-lg font-semibold">{copy.empty}</p>
      </Notice>
    );
  }
  const loading = state.status === "loading";
  return (
    <div aria-busy={loading}>
      {/* One status line for both states: same height, and announced when it changes. */}
      <p
        role="status"
        className="mb-6 flex h-6 items-center justify-center gap-2 text-sm text-muted-foreground"
      >
        {loading ? (
          <>
            <Icon name="loader" className="size-4 animate-spin" />
            {copy.loading}
          </>
        ) : (
          copy.loaded
        )}
      </p>
      {loading ? (
        <ul aria-hidden="true" className={gridClasses}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </ul>
      ) : (
        <ul aria-label={copy.listLabel} className={gridClasses}>
          {state.models.map((model) => (
            <ModelCard key={model.id} model={model} copy={copy} onTry={onTry} tryHref={tryHref} />
          ))}
        </ul>
      )}
    </div>
  );
}
