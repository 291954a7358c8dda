"use client";

import * as React from "react";

import { FormField } from "@/components/forms/form-field";
import { buttonClasses } from "@/components/ui/button";
import type { FieldSpec } from "@/content/forms/form-spec";
import { initialChatFormState, type ChatFormState } from "@/lib/chat/form-state";

type ChatAction = (previous: ChatFormState, formData: FormData) => Promise<ChatFormState>;

/** What a chat form needs from the page: its words, in the page's language. */
export interface ChatFormCopy {
  fields: Record<string, FieldSpec>;
  submit: string;
  requiredLabel: string;
  honeypotLabel: string;
}

function ErrorMessage({ state, id }: { state: ChatFormState; id: string }) {
  if (state.status !== "error") return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      {state.message}
    </p>
  );
}

/**
 * The start form: name, email, first message, the newsletter consent line; with the forms' time
 * trap (`_token`) and honeypot. A plain form posting to its Server Action: it works the same
 * before hydration and without JavaScript (useActionState's permalink).
 */
export function ChatStartForm({
  action,
  permalink,
  copy,
  token,
  locale,
  source,
}: {
  action: ChatAction;
  permalink: string;
  copy: ChatFormCopy;
  token: string;
  locale: string;
  source: string;
}) {
  const [state, formAction, pending] = React.useActionState(
    action,
    initialChatFormState,
    permalink,
  );
  const values = state.status === "error" ? (state.values ?? {}) : {};
  const errors = state.status === "error" ? (state.errors ?? {}) : {};
  const nextToken = state.status === "error" && state.token ? state.token : token;
  return (
    <form action={formAction} className="relative grid gap-5">
      <ErrorMessage state={state} id="chat-start-error" />
      <input type="hidden" name="_token" value={nextToken} />
      <input type="hidden" name="_locale" value={locale} />
      <input type="hidden" name="_source" value={source} />
      <div className="grid gap-5 sm:grid-cols-2">
        {(["name", "email"] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            id={`chat-${name}`}
            field={copy.fields[name]!}
            defaultValue={values[name]}
            error={errors[name]}
            requiredLabel={copy.requiredLabel}
          />
        ))}
      </div>
      <FormField
        name="message"
        id="chat-first-message"
        field={copy.fields.message!}
        defaultValue={values.message}
        error={errors.message}
        requiredLabel={copy.requiredLabel}
      />
      <FormField
        name="consent"
        id="chat-consent"
        field={copy.fields.consent!}
        defaultValue={values.consent}
        requiredLabel={copy.requiredLabel}
      />
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="chat-website">{copy.honeypotLabel}</label>
        <input
          id="chat-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div>
        <button type="submit" className={buttonClasses({ size: "lg" })} aria-disabled={pending}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}

/** The message box under the conversation: one message, sent to its Server Action. */
export function ChatMessageForm({
  action,
  permalink,
  copy,
  locale,
}: {
  action: ChatAction;
  permalink: string;
  copy: ChatFormCopy;
  locale: string;
}) {
  const [state, formAction, pending] = React.useActionState(
    action,
    initialChatFormState,
    permalink,
  );
  const values = state.status === "error" ? (state.values ?? {}) : {};
  return (
    <form action={formAction} className="grid gap-3">
      <ErrorMessage state={state} id="chat-message-error" />
      <input type="hidden" name="_locale" value={locale} />
      <FormField
        name="message"
        id="chat-message"
        field={copy.fields.message!}
        defaultValue={values.message}
        error={state.status === "error" ? state.errors?.message : undefined}
        requiredLabel={copy.requiredLabel}
      />
      <div>
        <button type="submit" className={buttonClasses({})} aria-disabled={pending}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
