// The icons a pre-rendered page shows, drawn in the page itself. <Icon> references a symbol of the
// site's sprite (`<use href="/icons.svg#check">`, src/components/ui/icon.tsx); served that way,
// the sprite is one more request before the page is complete, and when it arrives the browser
// lays the whole page out again to draw every icon: measured with Lighthouse on /pricing, a
// 28 ms task after the first paint (112 ms of the simulated phone's time, most of its blocking
// time), and the sprite in the chain before the largest paint. This step copies the symbols a page
// uses from the built sprite into one hidden <svg> at the start of its <body> and points the
// references at them (`#icon-check`); a page uses 10 to 20 of the 74 symbols, 0.5–1 KB gzip.
// Icons that an island draws after the page has loaded (a state the HTML did not show) still
// reference the sprite, which stays served and cached.

const USE = /<use href="\/icons\.svg#([\w-]+)"/g;
const SYMBOL = /<symbol id="([\w-]+)"[^>]*>[\s\S]*?<\/symbol>/g;

/** The page's id of an inlined symbol: prefixed, so that it cannot meet an id of the page. */
const inlineIconId = (name) => `icon-${name}`;

/** The symbols of the built sprite (the body of /icons.svg), by icon name. */
export function spriteSymbols(sprite) {
  const symbols = new Map();
  for (const match of sprite.matchAll(SYMBOL)) {
    symbols.set(
      match[1],
      match[0].replace(/^<symbol id="[\w-]+"/, `<symbol id="${inlineIconId(match[1])}"`),
    );
  }
  if (symbols.size === 0) throw new Error("Build step: the icon sprite has no <symbol>.");
  return symbols;
}

/**
 * The page with the symbols it references inlined after <body> and its references pointed at
 * them; `icons` lists the names, in order of first use. Throws on a name the sprite lacks (an
 * icon that would draw nothing) or on an id of the page that an inlined symbol would repeat.
 */
export function inlineIcons(html, symbols) {
  const icons = [...new Set(Array.from(html.matchAll(USE), (match) => match[1]))];
  if (icons.length === 0) return { html, icons };
  for (const name of icons) {
    if (!symbols.has(name)) throw new Error(`Build step: no icon "${name}" in the sprite.`);
    if (html.includes(`id="${inlineIconId(name)}"`)) {
      throw new Error(
        `Build step: the page already has an element with id "${inlineIconId(name)}".`,
      );
    }
  }
  const body = /<body\b[^>]*>/.exec(html);
  if (!body) throw new Error("Build step: a page without <body>.");
  // Out of the flow by Tailwind's `absolute` (kept by the page's CSS, which is cut after this
  // step), not a style attribute: the HTML check allows no inline style of ours.
  const defs =
    '<svg width="0" height="0" class="absolute" aria-hidden="true" data-icon-symbols="">' +
    icons.map((name) => symbols.get(name)).join("") +
    "</svg>";
  const at = body.index + body[0].length;
  const rewritten = (html.slice(0, at) + defs + html.slice(at)).replace(
    USE,
    (_, name) => `<use href="#${inlineIconId(name)}"`,
  );
  return { html: rewritten, icons };
}
