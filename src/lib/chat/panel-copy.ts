import "server-only";

import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/catalogs";

/**
 * The words of the chat panel in one language, as the session endpoint hands them to it: the
 * panel's bundle carries no language of its own (each lives once, in src/content).
 */
export function panelCopy(locale: Locale) {
  const { chatCopy, chatEmailCopy } = copyIn(locale, "chat");
  const { formUi } = copyIn(locale, "forms/messages");
  const { consentField } = copyIn(locale, "forms/form-spec");
  return {
    title: chatCopy.title,
    availability: chatCopy.availability,
    hours: chatCopy.hours,
    start: chatCopy.start,
    conversation: chatCopy.conversation,
    panel: chatCopy.panel,
    email: {
      intro: chatEmailCopy.request.intro,
      transcript: chatEmailCopy.request.transcript,
      continue: chatEmailCopy.request.continue,
    },
    consent: consentField.label,
    required: formUi.required,
    honeypot: formUi.honeypotLabel,
  };
}

export type PanelCopy = ReturnType<typeof panelCopy>;
