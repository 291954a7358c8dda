"use client";

import { clsx } from "clsx";
import * as React from "react";

import type { Slots } from "@/components/islands/island";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/config/locales";
import type { FieldSpec, FormSpec } from "@/content/forms/form-spec";
import type { formUi as englishFormUi } from "@/content/forms/messages";
import type { FieldName, FormKind, FormSpecOf } from "@/lib/forms/registry";
import { initialFormState, type FieldErrors, type FormState } from "@/lib/forms/state";
import { isTokenSlot } from "@/lib/forms/token-slot.mjs";
import type { FieldMessageTexts } from "@/lib/validation/field-schemas";

import { FormField } from "./form-field";
import { FormSuccess } from "./form-success";

/**
 * Where a submission goes: the form's Server Action (src/lib/forms/actions.ts), given by the
 * server, on a page with the framework; a POST to /forms/submit on a page where the form is
 * hydrated as an island, without it (./island-form.tsx). Both run the same submission.
 */
export type FormAction = (state: FormState, formData: FormData) => Promise<FormState>;

/** The zod schemas are fetched when a visitor first focuses a form, not with the page. */
function loadSchemas() {
  return import("@/lib/forms/validate");
}

/**
 * What a form is given as data: the server writes it into the page as JSON for the island's
 * hydration (src/components/islands/island.tsx), so nothing here may be a function or a node.
 */
export interface FormRendererData<Kind extends FormKind = FormKind> {
  kind: Kind;
  /** The spec in the page's language (picked by the server parent). */
  spec: FormSpecOf<Kind>;
  /** The form chrome in the page's language (src/content/forms/messages.ts or its mirror). */
  ui: typeof englishFormUi;
  /** Every message the browser's checks can show, in the page's language (fieldMessageTexts). */
  messages: FieldMessageTexts;
  /** The page's language, sent as `_locale`: the server checks and answers in it. */
  locale: Locale;
  /** The unprefixed path of the page (/contact, also on /ar/contact). */
  sourcePage: string;
  /**
   * The address of the page the form is on, as the browser shows it (/ar/contact?plan=...):
   * where the form posts without JavaScript. React writes it as the form's action (without it,
   * `action=""`, which the HTML standard does not allow) and matches its answer to it.
   */
  permalink: string;
  /** Initial values (e.g. preselected from the URL) and the values of `hidden` fields. */
  defaults?: Partial<Record<FieldName<Kind>, string>>;
  hidden?: Partial<Record<FieldName<Kind>, string>>;
  /**
   * The time-trap token: in the pre-rendered HTML the slot of the form's kind, which server.mjs
   * swaps for the visitor's own token when it serves the page (src/lib/forms/token-slot.mjs), so
   * that the form works on the first press without JavaScript. Without it (a page served as it
   * is, such as /blog), or with a slot left in, the form fetches one once it is interactive.
   */
  token?: string;
}

interface FormRendererProps<Kind extends FormKind> extends FormRendererData<Kind> {
  action: FormAction;
  /** `before`: server-rendered, shown above the fields (the contact form's chosen plan). */
  slots?: Slots;
}

/**
 * Every form of the site: a server action with progressive enhancement (it works with
 * JavaScript off), the shared zod checks in the browser first, a pending state, errors next
 * to their fields and in a focused summary, and the typed values kept. The server renders it
 * through <Island name="form"> (./forms.tsx) with its Server Action; hydrated as an island, it
 * is given another action (./island-form.tsx).
 */
export function FormRenderer<Kind extends FormKind>({
  kind,
  spec: kindSpec,
  ui: formUi,
  messages,
  locale,
  action,
  sourcePage,
  permalink,
  defaults,
  hidden,
  slots,
  token: renderedToken,
}: FormRendererProps<Kind>) {
  const spec: FormSpec = kindSpec;
  const [state, formAction, actionPending] = React.useActionState(
    action,
    initialFormState,
    permalink,
  );
  const [checking, startChecking] = React.useTransition();
  const pending = actionPending || checking;
  const [clientErrors, setClientErrors] = React.useState<FieldErrors | null>(null);
  const [fetchedToken, setFetchedToken] = React.useState("");
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const idPrefix = kind;

  React.useEffect(() => {
    if (renderedToken && !isTokenSlot(renderedToken)) return;
    let cancelled = false;
    fetch(`/forms/token?form=${kind}`, { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { token?: string } | null) => {
        if (!cancelled && body?.token) setFetchedToken(body.token);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [kind, renderedToken]);

  const errors = clientErrors ?? state.errors ?? {};
  const hasProblem =
    Object.keys(errors).length > 0 || (state.status !== "idle" && state.status !== "success");

  React.useEffect(() => {
    if (clientErrors) summaryRef.current?.focus();
  }, [clientErrors]);

  React.useEffect(() => {
    if (state.status !== "idle" && state.status !== "success") summaryRef.current?.focus();
  }, [state]);

  if (state.status === "success") {
    return <FormSuccess success={spec.success} detail={state.detail} reference={state.reference} />;
  }

  const values: Record<string, string | undefined> = { ...defaults, ...state.values };
  const fields = Object.entries<FieldSpec>(spec.fields).filter(
    ([, field]) => field.type !== "hidden",
  );
  const summaryId = `${idPrefix}-summary`;

  return (
    <form
      action={formAction}
      aria-label={spec.label}
      aria-describedby={hasProblem ? summaryId : undefined}
      noValidate
      onFocus={loadSchemas}
      onSubmit={(event) => {
        // With JavaScript the form is checked with the shared schemas first, then sent by its
        // action: the Server Action a plain POST reaches, or, on an island, /forms/submit,
        // which runs the same submission.
        event.preventDefault();
        if (pending) return;
        const formData = new FormData(event.currentTarget);
        startChecking(async () => {
          const { checkForm } = await loadSchemas();
          const result = checkForm(
            kind,
            kindSpec,
            messages,
            Object.fromEntries(formData.entries()),
          );
          if (!result.success) {
            setClientErrors(result.errors);
            return;
          }
          setClientErrors(null);
          startChecking(() => formAction(formData));
        });
      }}
      className={clsx(spec.inline ? "flex flex-col gap-3 sm:flex-row sm:items-start" : "space-y-6")}
    >
      {hasProblem ? (
        <div
          id={summaryId}
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className={clsx(
            "rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm outline-none",
            spec.inline && "sm:order-last sm:basis-full",
          )}
        >
          <p className="font-semibold">
            {state.message && !clientErrors ? state.message : formUi.errorSummaryTitle}
          </p>
          {Object.keys(errors).length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 ps-5">
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
      {slots?.before}
      <input
        type="hidden"
        name="_token"
        value={state.token ?? (fetchedToken || renderedToken) ?? ""}
      />
      <input type="hidden" name="_source" value={sourcePage} />
      <input type="hidden" name="_locale" value={locale} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
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
      <div className={clsx(spec.inline ? "flex-1" : "grid gap-5 sm:grid-cols-2")}>
        {fields.map(([name, field]) => (
          <div
            key={name}
            className={clsx(!spec.inline && (field.half ? "sm:col-span-1" : "sm:col-span-2"))}
          >
            <FormField
              name={name}
              field={field}
              id={`${idPrefix}-${name}`}
              defaultValue={values[name] ?? field.defaultValue}
              error={errors[name]}
              requiredLabel={formUi.required}
            />
          </div>
        ))}
      </div>
      {/* Inline (one field and the button in a row): the button is lowered by the height of
          the field's label (text-sm line + mb-1.5 in form-field.tsx), so it lines up with the
          input, and stays there when an error message grows the field below it. */}
      <div
        className={clsx(
          spec.inline ? "sm:pt-[1.625rem]" : "flex flex-col gap-3 sm:flex-row sm:items-center",
        )}
      >
        <button
          type="submit"
          disabled={pending}
          aria-disabled={pending}
          className={buttonClasses({
            size: "lg",
            // Inline: as tall as the input (py-2.5, a text-sm line and its border).
            className: spec.inline ? "w-full sm:h-[2.625rem] sm:w-auto" : "",
          })}
        >
          {pending ? <Icon name="loader" className="animate-spin" /> : null}
          {pending ? spec.pendingLabel : spec.submitLabel}
        </button>
        {spec.note ? <p className="text-sm text-muted-foreground">{spec.note}</p> : null}
      </div>
    </form>
  );
}
