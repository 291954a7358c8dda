// Paint first, then run the framework: a build step over Next's pre-rendered HTML.
//
// Next.js writes its client scripts as <script src async> tags in <head>, so the browser fetches
// them alongside the stylesheet and runs each one as soon as it arrives. When they arrive before
// the first paint (a fast network, or scripts already in the cache), their evaluation and the
// start of hydration hold the page's first frame back, although the server's HTML is complete and
// everything in it works without JavaScript (links, forms, the no-JS fallbacks).
//
// deferScripts() takes those tags out and puts one small inline loader at the end of <body>: it
// adds the same scripts, in the same order and still async, once the browser reports the first
// contentful paint. Fallbacks load them at once where that cannot be observed: a page opened in a
// background tab (it does not paint while hidden), a browser without Paint Timing, or after 3 s.
// The loader is inline, so the server's CSP allows it by hash like Next's own inline scripts.
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g;
const LOW_PRIORITY_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const MARK = "data-paint-first";

/**
 * The loader's source for these script URLs (kept small: it is in every page's HTML). With
 * `module`, the scripts are ES modules (the islands' entry: scripts/lib/islands.mjs), and the
 * `preload` URLs (the chunks they import) are fetched alongside them as module preloads.
 */
export function loaderScript(sources, { module = false, preload = [] } = {}) {
  const add = module
    ? 'var e=document.createElement("script");e.src=u;e.type="module";document.head.appendChild(e)})' +
      ';p.forEach(function(u){var k=document.createElement("link");k.rel="modulepreload";k.href=u;document.head.appendChild(k)})}'
    : 'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}';
  const body = [
    "(function(s,p){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){",
    add,
    'try{if(document.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return l();',
    'new PerformanceObserver(function(t){if(t.getEntriesByName("first-contentful-paint").length)l()})',
    '.observe({type:"paint",buffered:true});document.addEventListener("visibilitychange",l);setTimeout(l,3000)}',
    `catch(x){l()}})(${JSON.stringify(sources)},${JSON.stringify(preload)})`,
  ].join("");
  return `<script ${MARK}="">${body}</script>`;
}

/**
 * Moves a page's async Next.js script tags into the paint-first loader. Returns the page
 * unchanged (changed: false) when it has none or was already rewritten.
 */
export function deferScripts(html) {
  if (html.includes(`<script ${MARK}=""`)) {
    const { sources, preload } = loaderSources(html);
    return { html, changed: false, sources: [...sources, ...preload] };
  }
  const sources = [];
  let rewritten = html.replace(ASYNC_SCRIPT, (_tag, src) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return { html, changed: false, sources };
  // A preload would fetch a script before the paint it is meant to wait for.
  rewritten = rewritten.replace(LOW_PRIORITY_PRELOAD, (tag, href) =>
    sources.includes(href) ? "" : tag,
  );
  const end = rewritten.lastIndexOf("</body>");
  if (end === -1) throw new Error("deferScripts: the page has no </body>");
  rewritten = rewritten.slice(0, end) + loaderScript(sources) + rewritten.slice(end);
  return { html: rewritten, changed: true, sources };
}

/**
 * The script URLs of a page's paint-first loader (`sources`) and the modules it preloads
 * (`preload`); both empty on a page without the loader.
 */
export function loaderSources(html) {
  const match = new RegExp(
    `<script ${MARK}="">[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\]),(\\[[^\\]]*\\])\\)</script>`,
  ).exec(html);
  return match
    ? { sources: JSON.parse(match[1]), preload: JSON.parse(match[2]) }
    : { sources: [], preload: [] };
}

/**
 * Every script file a page loads: its <script src> tags (not the nomodule legacy polyfill, which
 * the browsers we support never fetch) and the scripts of its paint-first loader.
 */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\snomodule\b/i.test(match[1]))
    .map((match) => /\ssrc="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  const { sources, preload } = loaderSources(html);
  return [...new Set([...tags, ...sources, ...preload])];
}
