// html-validate configuration for scripts/validate-html.mjs (`npm run validate:html`), which
// checks every pre-rendered page of the production build and the server-rendered /admin and 404.
// Conformance to the WHATWG standard plus html-validate's accessibility and document rules.
// A rule is tuned or turned off only where the markup is serialised by React/Next (or by the
// Markdown/Shiki serialiser) in a form the standard allows; each such case says why.
const config = {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  elements: [
    "html5",
    {
      // React 19 renders a Server Action form (progressive enhancement: it posts back to the
      // page's own URL) as `action=""`; we never write the attribute. Empty is allowed on
      // <form action> only; every other attribute keeps the standard's allowed values.
      form: { attributes: { action: { enum: [/^\s*\S*\s*$/] } } },
    },
  ],
  rules: {
    // React serialises void elements as `<meta />`, boolean attributes as `async=""` and empty
    // ones as `hidden=""`: all three spellings are conforming. Require React's spelling
    // consistently instead of the rules' defaults.
    "void-style": ["error", { style: "selfclose" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // Next's <head> is written by React with DOM property names (`charSet`, `fetchPriority`,
    // `noModule`); HTML attribute names are case-insensitive, so this is style, not validity.
    "attr-case": "off",
    // React's useId() yields ids like `_R_6anpflb_` (Radix tabs, form fields). HTML only
    // requires ids to be non-empty and free of whitespace, which `relaxed` still checks.
    "valid-id": ["error", { relaxed: true }],
    // The standard allows a raw ">" in text (only "<" and ambiguous "&" are restricted);
    // hast-util-to-html, behind rehype-stringify (Markdown) and Shiki (code samples), escapes
    // "<" and "&" and leaves ">" as is by design. `unrecognized-char-ref` still checks "&".
    "no-raw-characters": "off",
    // Style attributes written by packages, not by us: Shiki colours code tokens for both
    // themes with CSS custom properties; Radix Tabs sets `outline: none` on the tab list (its
    // roving focus) and `animation-duration: 0s` on the panel shown first. Any other inline
    // style is an error.
    "no-inline-style": [
      "error",
      {
        allowedProperties: [
          "display",
          "--shiki-light",
          "--shiki-dark",
          "--shiki-light-bg",
          "--shiki-dark-bg",
          "outline",
          "animation-duration",
        ],
      },
    ],
    // The rule exists to keep a phone number on one line; our tel: links do that with the
    // `whitespace-nowrap` utility class.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // A length heuristic for search results, not validity (the standard sets no limit): blog
    // post titles are the articles' own headlines, up to 80 characters before the site name.
    "long-title": "off",
    // ARIA lets authors name a list (/ai-services/models names its list "AI models" so that it
    // is found by name among the page's lists, as a heading would); the rule's default only
    // "recommends" names on widgets and landmarks. Names stay forbidden where ARIA forbids them.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Subresource integrity only matters for third-party files; every script and stylesheet
    // here is same-origin (/_next/static).
    "require-sri": ["error", { target: "crossorigin" }],
  },
};

export default config;
