import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
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
