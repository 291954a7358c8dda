import type { Locale } from "@/config/locales";
import * as en from "@/content/ai/models-data";
import * as ar from "@/content/ar/ai/models-data";
import { pick } from "@/lib/i18n/pick";

import type { ModelsCopy } from "./models-view";

/** The toast's close button (the toast is the site's; its label is the page's language). */
const dismissLabels = { en: "Dismiss notification", ar: "إغلاق الإشعار" } as const;

/**
 * Labels by the English value: `modelCategories` and `modelStatuses` list the same values in the
 * same order in both languages (the English ones are their own labels).
 */
function labelsOf<K extends string>(
  keys: readonly K[],
  labels: readonly string[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key, index) => [key, labels[index] ?? key])) as Record<
    K,
    string
  >;
}

/** The models list's words in a language, as plain data for the (client) loader. */
export function modelsCopy(locale: Locale): { copy: ModelsCopy; noScriptTryHref: string } {
  const {
    aiModels,
    modelCategories,
    modelStatuses,
    modelsMessages: messages,
  } = pick(locale, {
    en,
    ar,
  });
  const copy: ModelsCopy = {
    models: aiModels,
    categoryLabels: labelsOf(en.modelCategories, modelCategories),
    statusLabels: labelsOf(en.modelStatuses, modelStatuses),
    listLabel: messages.listLabel,
    loading: messages.loading,
    error: messages.error,
    errorHint: messages.errorHint,
    retry: messages.retry,
    empty: messages.empty,
    loaded: messages.loaded(aiModels.length),
    tryNow: messages.tryNow,
    unavailable: messages.unavailable,
    launching: Object.fromEntries(
      aiModels.map((model) => [model.id, messages.launching(model.name)]),
    ),
    launchingAction: messages.launchingAction,
    dismiss: dismissLabels[locale],
  };
  return { copy, noScriptTryHref: messages.noScriptTryHref };
}
