"use client";

import * as React from "react";

import type { Slots } from "@/components/islands/island";
import type { FormKind } from "@/lib/forms/registry";
import type { FormState } from "@/lib/forms/state";

import type { FormAction, FormRendererData } from "./form-renderer";

// The form itself is its own chunk, which the islands' build knows the "form" island by (the
// module src/config/islands.mjs names: the client reference Next.js records for the forms) and
// preloads with the page; this module, which the islands' runtime imports, waits for it once.
const { FormRenderer } = await import("./form-renderer");

/** Where the island's forms post (src/app/forms/submit/route.ts, FORM_SUBMIT_PATH of the edge). */
const SUBMIT_PATH = "/forms/submit";

const STATUSES: ReadonlySet<FormState["status"]> = new Set([
  "idle",
  "success",
  "error",
  "retry",
  "rate_limited",
  "failed",
]);

function isFormState(value: unknown): value is FormState {
  return (
    typeof value === "object" &&
    value !== null &&
    STATUSES.has((value as { status?: unknown }).status as FormState["status"])
  );
}

/**
 * The action of a form hydrated as an island, on a page without the framework (and so without
 * its Server Action client): the form's fields, urlencoded, POSTed to /forms/submit, which runs
 * what the Server Action runs and answers its FormState as JSON. When no answer comes (the
 * network, the server, an answer that is not one), a "failed" state in the page's language,
 * the visitor's values and token kept.
 */
export function islandFormAction(
  kind: FormKind,
  fieldNames: readonly string[],
  failedMessage: string,
): FormAction {
  return async (_previous, formData) => {
    const body = new URLSearchParams();
    for (const [name, value] of formData) {
      if (typeof value === "string") body.append(name, value);
    }
    try {
      const response = await fetch(`${SUBMIT_PATH}?form=${encodeURIComponent(kind)}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        cache: "no-store",
        credentials: "same-origin",
      });
      if (response.ok) {
        const state: unknown = await response.json();
        if (isFormState(state)) return state;
      }
    } catch {
      // The network failed or the answer was not JSON: the failed state below.
    }
    const values: Record<string, string> = {};
    for (const name of fieldNames) {
      const value = formData.get(name);
      if (typeof value === "string") values[name] = value;
    }
    const token = formData.get("_token");
    return {
      status: "failed",
      message: failedMessage,
      values,
      ...(typeof token === "string" && token !== "" ? { token } : {}),
    };
  };
}

/**
 * A form as an island (the "form" island of src/config/islands.mjs, hydrated by
 * src/components/islands/runtime.tsx from the props <Island> wrote in the page): the form
 * itself, with the action that submits through /forms/submit instead of a Server Action.
 */
export function IslandForm<Kind extends FormKind>(
  props: FormRendererData<Kind> & { slots?: Slots },
) {
  const { kind, spec, ui } = props;
  const action = React.useMemo(
    () => islandFormAction(kind, Object.keys(spec.fields), ui.sendFailed),
    [kind, spec, ui.sendFailed],
  );
  return <FormRenderer {...props} action={action} />;
}
