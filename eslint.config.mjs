import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * Layers, from the top: app → components → lib → content → config. A module imports only from
 * its own layer or the ones to its right; an import the other way is an error.
 */
const layers = ["app", "components", "lib", "content", "config"];
const layerZones = layers.slice(1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(0, index + 1).map((upper) => `./src/${upper}`),
  message: `src/${layer} sits below ${layers
    .slice(0, index + 1)
    .map((upper) => `src/${upper}`)
    .join(", ")}: move the shared piece down instead (layers: ${layers.join(" → ")}).`,
}));

/** Attributes whose text a visitor sees or hears: their value comes from a content module. */
const TEXT_ATTRIBUTES =
  "/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|\\w+Label)$/";
const textAttributeMessage =
  "User-visible text in a JSX attribute: take it from a module under src/content (src/content/ui.ts for shared components).";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      "no-restricted-imports": [
        "error",
        {
          name: "next/link",
          message: "Use { Link } from @/components/ui/link (no viewport prefetching).",
        },
      ],
    },
  },
  {
    // Copy lives in src/content: no user-visible words typed into JSX (punctuation and symbols
    // may stand between values), in text or in the attributes a visitor sees or hears.
    files: ["src/app/**/*.tsx", "src/components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            "·",
            ",",
            ".",
            ":",
            "(",
            ")",
            "*",
            "▾",
            "–",
            "—",
            "/",
            "&ldquo;",
            "&rdquo;",
            "&copy;",
            "###",
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=/\\S/]`,
          message: textAttributeMessage,
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral[expressions.length=0]`,
          message: textAttributeMessage,
        },
      ],
    },
  },
  {
    files: ["src/components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "screenshots/**",
      ".lighthouse-floor/**",
      "reports/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
