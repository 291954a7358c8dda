import { Icon } from "@/components/ui/icon";
import { localizeHref } from "@/config/locales";
import { CHAT_PATH } from "@/config/routes";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

/**
 * The chat launcher of every public page: a link to /chat (/ar/chat), which works without
 * JavaScript. With it, the page's inline script opens the chat panel in the page instead, loaded
 * on the first press from the URLs the build writes in `data-chat-panel` and `data-chat-css`
 * (scripts/lib/chat-panel.mjs): nothing of the chat is loaded before. Hidden on the chat page itself. It sits in a labelled
 * complementary landmark of its own, so that a screen reader's landmark list finds it and no
 * content of the page lies outside a landmark.
 */
export function ChatLauncher() {
  const locale = getLocale();
  const { launcher, title } = copy("chat").chatCopy;
  return (
    <aside aria-label={title} data-chat-dock="" className="print:hidden">
      <a
        href={localizeHref(CHAT_PATH, locale)}
        data-chat-launcher=""
        data-chat-panel=""
        data-chat-css=""
        data-locale={locale}
        className="fixed end-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-lg ring-1 ring-black/5 transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon name="messageCircle" className="size-5" />
        {launcher}
      </a>
    </aside>
  );
}
