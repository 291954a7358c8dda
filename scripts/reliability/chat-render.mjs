// How the chat's hostile text is served: read as a browser parses the page (jsdom), without
// running it. For the chat section (chat-hostile.mjs) and the chat's rows of the hostile-input
// table (chat-hostile-rows.mjs).
import { JSDOM } from "jsdom";

const squeeze = (text) => text.replace(/\s+/g, "");

/**
 * Whether a served page shows each of `texts` as text and holds no element a payload would
 * have made (a script running alert, an event handler, a frame, a javascript: link, a style,
 * a bold "bold").
 */
export function shownAsText(html, texts) {
  const { document } = new JSDOM(html).window;
  const made = [
    ...[...document.scripts].filter((script) => /^alert\(/.test(script.textContent.trim())),
    ...document.querySelectorAll("[onerror], [onload], iframe, a[href^='javascript:' i]"),
    ...[...document.querySelectorAll("style")].filter((style) =>
      style.textContent.includes("*{display:none}"),
    ),
    ...[...document.querySelectorAll("b")].filter((b) => /^bold$/i.test(b.textContent.trim())),
  ];
  for (const script of document.querySelectorAll("script")) script.remove();
  const shown = squeeze(document.body.textContent);
  const missing = texts.filter((text) => !shown.includes(squeeze(text)));
  return { ok: made.length === 0 && missing.length === 0, made: made.length, missing };
}

/** The id of the conversation whose row of the team's list (/admin/chat) holds `text`. */
export function conversationIdIn(listHtml, text) {
  const { document } = new JSDOM(listHtml).window;
  const row = [...document.querySelectorAll("tr")].find((tr) => tr.textContent.includes(text));
  const href = row?.querySelector("a[href^='/admin/chat/']")?.getAttribute("href");
  return href ? Number(href.split("/").at(-1)) : null;
}
