"use client";

import { CheckCircle2, Loader2 } from "lucide-react";
import * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { formUi, type FormDef } from "@/content/forms";
import { cn } from "@/lib/cn";
import { initialFormState, type FormState } from "@/lib/forms/state";
import type { FieldErrors } from "@/lib/validation/constants";

import { FormField } from "./form-field";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/** The zod schemas are fetched when a visitor first focuses a form, not with the page. */
function loadSchemas() {
  return import("@/lib/validation/forms");
}

interface FormRendererProps {
  definition: FormDef;
  action: Action;
  sourcePage: string;
  /** Initial values (e.g. preselected from the URL) and extra hidden fields. */
  defaults?: Record<string, string>;
  hidden?: Record<string, string>;
  /** Shown above the fields (e.g. the chosen plan). */
  before?: React.ReactNode;
}

/**
 * Every form of the site: a server action with progressive enhancement (it works with
 * JavaScript off), the shared zod checks in the browser first, a pending state, errors next
 * to their fields and in a focused summary, and the typed values kept.
 */
export function FormRenderer({
  definition,
  action,
  sourcePage,
  defaults,
  hidden,
  before,
}: FormRendererProps) {
  const [state, formAction, actionPending] = React.useActionState(action, initialFormState);
  const [checking, startChecking] = React.useTransition();
  const pending = actionPending || checking;
  const [clientErrors, setClientErrors] = React.useState<FieldErrors | null>(null);
  const [token, setToken] = React.useState("");
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const successRef = React.useRef<HTMLDivElement>(null);
  const idPrefix = definition.kind;

  React.useEffect(() => {
    let cancelled = false;
    fetch(`/forms/token?form=${definition.kind}`, { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { token?: string } | null) => {
        if (!cancelled && body?.token) setToken(body.token);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [definition.kind]);

  const errors = clientErrors ?? state.errors ?? {};
  const hasProblem =
    Object.keys(errors).length > 0 || (state.status !== "idle" && state.status !== "success");

  React.useEffect(() => {
    if (clientErrors) summaryRef.current?.focus();
  }, [clientErrors]);

  React.useEffect(() => {
    if (state.status === "success") successRef.current?.focus();
    else if (state.status !== "idle") summaryRef.current?.focus();
  }, [state]);

  if (state.status === "success") {
    const message =
      state.detail === "existing" && definition.success.existing
        ? definition.success.existing
        : definition.success.message;
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-success/40 bg-success/10 p-6 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          {definition.success.title}
        </p>
        <p className="mt-2 text-sm text-foreground">{message}</p>
      </div>
    );
  }

  const values = { ...defaults, ...state.values };
  const summaryId = `${idPrefix}-summary`;

  return (
    <form
      action={formAction}
      aria-label={definition.label}
      aria-describedby={hasProblem ? summaryId : undefined}
      noValidate
      onFocus={loadSchemas}
      onSubmit={(event) => {
        // With JavaScript the form is checked with the shared schemas first, then sent through
        // the same server action a plain POST reaches.
        event.preventDefault();
        if (pending) return;
        const formData = new FormData(event.currentTarget);
        startChecking(async () => {
          const { validateForm } = await loadSchemas();
          const result = validateForm(definition.kind, Object.fromEntries(formData.entries()));
          if (!result.success) {
            setClientErrors(result.errors);
            return;
          }
          setClientErrors(null);
          startChecking(() => formAction(formData));
        });
      }}
      className={cn(
        definition.inline ? "flex flex-col gap-3 sm:flex-row sm:items-start" : "space-y-6",
      )}
    >
      {hasProblem ? (
        <div
          id={summaryId}
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className={cn(
            "rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm outline-none",
            definition.inline && "sm:order-last sm:basis-full",
          )}
        >
          <p className="font-semibold">
            {state.message && !clientErrors ? state.message : formUi.errorSummaryTitle}
          </p>
          {Object.keys(errors).length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#${idPrefix}-${field}`} className="underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {before}
      <input type="hidden" name="_token" value={state.token ?? token} />
      <input type="hidden" name="_source" value={sourcePage} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{formUi.honeypotLabel}</label>
        <input
          id={`${idPrefix}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={cn(definition.inline ? "flex-1" : "grid gap-5 sm:grid-cols-2")}>
        {definition.fields.map((field) => (
          <div
            key={field.name}
            className={cn(!definition.inline && (field.half ? "sm:col-span-1" : "sm:col-span-2"))}
          >
            <FormField
              field={field}
              id={`${idPrefix}-${field.name}`}
              defaultValue={values[field.name] ?? field.defaultValue}
              error={errors[field.name]}
              requiredLabel={formUi.required}
            />
          </div>
        ))}
      </div>
      <div className={cn(!definition.inline && "flex flex-col gap-3 sm:flex-row sm:items-center")}>
        <button
          type="submit"
          disabled={pending}
          aria-disabled={pending}
          className={buttonClasses({
            size: "lg",
            className: definition.inline ? "w-full sm:w-auto" : "",
          })}
        >
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {pending ? definition.pendingLabel : definition.submitLabel}
        </button>
        {definition.note ? (
          <p className="text-sm text-muted-foreground">{definition.note}</p>
        ) : null}
      </div>
    </form>
  );
}
