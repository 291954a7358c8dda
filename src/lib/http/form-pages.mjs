// The pre-rendered pages that hold a form with its visitor's token (/contact, /support, /signup,
// /ai-services/contact, in every language): server.mjs serves them itself, as their build wrote
// them, with a fresh token for the visitor in each slot their HTML holds
// (src/lib/forms/token-slot.mjs). Their form then works on the first press without
// JavaScript, from a page that is pre-rendered and never rendered for a visitor.
//
// A page with pre-rendered choices (the contact page: src/config/contact-choice.mjs) is also
// served with the variant its address's query asks for (/contact?service=ai&plan=starter is
// the page pre-rendered at /contact/choice/ai_starter); a form sent without JavaScript from it
// posts to that same address, which goes to Next.js as the variant's, so that its answer shows
// the same choice. The variants' own addresses are never linked to: they redirect to the query.
//
// Which pages these are is read from the build (the pre-rendered pages whose HTML holds a slot),
// not listed again here. Plain ESM because server.mjs runs outside the Next bundle.
import { gzipSync } from "node:zlib";

import {
  CHOICE_SEGMENT,
  contactChoiceAddress,
  resolveContactChoice,
} from "../../config/contact-choice.mjs";
import { TOKEN_SLOT_PATTERN } from "../forms/token-slot.mjs";
import { acceptsGzip } from "./not-found.mjs";

/** Whether a page's HTML holds a token slot. */
function holdsSlot(html) {
  return new RegExp(TOKEN_SLOT_PATTERN.source).test(html);
}

/** The form kinds whose slots a page holds. */
function slotKinds(html) {
  return [...new Set([...html.matchAll(TOKEN_SLOT_PATTERN)].map((match) => match[1]))];
}

/** "/contact/choice/ai_starter" → { base: "/contact", key: "ai_starter" }, or null. */
function choiceRoute(route) {
  const marker = `/${CHOICE_SEGMENT}/`;
  const at = route.lastIndexOf(marker);
  if (at <= 0) return null;
  const key = route.slice(at + marker.length);
  return key === "" || key.includes("/") ? null : { base: route.slice(0, at), key };
}

/**
 * The form pages of a build (`pages`: builtPages()), ready to answer with: { routes, match }.
 * `match(method, pathname, search, headers)` tells what a request for one of them needs, or
 * null for any other request:
 *  - { route, send } for a GET or HEAD of a form page (not one of Next's client router, `rsc`
 *    header): `route` the pre-rendered page it gets (its script hashes are that page's), and
 *    `send(req, res, issue)` answers with it, its slots filled by `issue(kind, headers)`;
 *  - { route, url } for any other request to a form page whose query names a choice: the URL
 *    Next.js is to handle it as (the variant's), so that a form's answer keeps its choice;
 *  - { redirect } for a GET or HEAD of a variant's own address: the address with the query.
 */
export function formPages(pages) {
  const documents = new Map();
  for (const page of pages) {
    if (holdsSlot(page.html)) documents.set(page.route, page.html);
  }
  const choices = new Map();
  for (const route of documents.keys()) {
    const choice = choiceRoute(route);
    if (choice && documents.has(choice.base)) {
      choices.set(choice.base, [...(choices.get(choice.base) ?? []), choice.key]);
    }
  }

  function chosenRoute(pathname, search) {
    const keys = choices.get(pathname);
    if (!keys) return pathname;
    const query = new URLSearchParams(search);
    const key = resolveContactChoice(keys, {
      service: query.get("service"),
      plan: query.get("plan"),
    });
    return key === null ? pathname : `${pathname}/${CHOICE_SEGMENT}/${key}`;
  }

  function send(route) {
    const html = documents.get(route);
    const kinds = slotKinds(html);
    return async (req, res, issue) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const tokens = new Map();
      for (const kind of kinds) tokens.set(kind, await issue(kind, headers));
      const plain = Buffer.from(
        html.replace(TOKEN_SLOT_PATTERN, (_slot, kind) => tokens.get(kind)),
        "utf8",
      );
      const gzip = acceptsGzip(req.headers["accept-encoding"]);
      const body = gzip ? gzipSync(plain) : plain;
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      // The page holds a token made for this visitor: never stored nor shared.
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Vary", "Accept-Encoding, rsc");
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    };
  }

  return {
    /** The routes of the form pages and their variants. */
    routes: [...documents.keys()],
    match(method, pathname, search, headers) {
      if (!documents.has(pathname)) return null;
      const reads = (method === "GET" || method === "HEAD") && headers.rsc === undefined;
      const variant = choiceRoute(pathname);
      if (variant && documents.has(variant.base)) {
        return reads ? { redirect: contactChoiceAddress(variant.base, variant.key) } : null;
      }
      const route = chosenRoute(pathname, search);
      if (reads) return { route, send: send(route) };
      return route === pathname ? null : { route, url: route };
    },
  };
}
