import { localizeHref, type Locale } from "@/config/locales";
import {
  modelCategories as categoryKeys,
  modelCategoryIcons,
  modelStatuses as statusKeys,
} from "@/content/ai/models-data";
import { copyIn } from "@/lib/i18n/copy";

import type { ModelsCopy } from "./models-view";

/**
 * Labels by the English value (the key the list's logic and icons use): `modelCategories` and
 * `modelStatuses` list the same values in the same order in every language (the English ones
 * are their own labels).
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
  } = copyIn(locale, "ai/models-data");
  const copy: ModelsCopy = {
    models: aiModels,
    categoryLabels: labelsOf(categoryKeys, modelCategories),
    categoryIcons: modelCategoryIcons,
    statusLabels: labelsOf(statusKeys, modelStatuses),
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
    // In the page's language: the island links with a plain <a> (it runs without the router).
    launchingAction: {
      ...messages.launchingAction,
      href: localizeHref(messages.launchingAction.href, locale),
    },
    // The toast's close button (the toast is the site's; its label is the page's language).
    dismiss: messages.dismiss,
  };
  return { copy, noScriptTryHref: localizeHref(messages.noScriptTryHref, locale) };
}
