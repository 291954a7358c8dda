import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";
import type { PageHero } from "@/content/types";

/** Copy shared by every /docs/sdk/{language} page; the language's own samples fill it in. */
export const sdkPageCopy = {
  requirementsLabel: "Requirements",
  packageLabel: "Package",
  onThisPage: "On this page",
  steps: {
    install: {
      id: "install",
      title: "Install",
      description: (name: string) => `Add the ${name} SDK to your project.`,
      altDescription: "Using Maven instead? Add the dependency to your pom.xml:",
    },
    authenticate: {
      id: "authenticate",
      title: "Authenticate",
      description: `Every request is authenticated with your secret API key, sent as a bearer token in the Authorization header (Authorization: Bearer YOUR_API_KEY). The SDK adds the header for you: create the client once with the key, read from the ${f.keyEnvVar} environment variable.`,
      keyHint: `Your onboarding engineer issues your keys (the client portal is not open yet). Keys starting with ${f.testKeyPrefix} work against test data; keys starting with ${f.liveKeyPrefix} are live. Keep them on the server.`,
    },
    chatCompletion: {
      id: "first-request",
      title: "Your first request",
      description:
        "Send a conversation to POST /api/v1/chat/completions: the model to use, the messages so far (each with a role and its content) and a temperature between 0 and 2. The reply is the next assistant message.",
    },
    listModels: {
      id: "list-models",
      title: "List the available models",
      description:
        "GET /api/v1/models returns the models your account can use, with their id, category and status. Use an id from this list as the model of a chat completion.",
    },
    errorHandling: {
      id: "errors",
      title: "Handle errors",
      description:
        "Calls that fail report the HTTP status and the API's message. Retry only what can succeed later (429 and 5xx), and back off between attempts.",
      tableCaption: "HTTP statuses the API returns on failure",
      statusHeader: "Status",
      meaningHeader: "Meaning",
    },
  },
  nextSteps: {
    title: "Next steps",
    description:
      "Browse every endpoint, payload and example in the API reference, or pick another language.",
    apiLink: { label: "Open the API reference", href: "/api#endpoints" },
    docsLink: { label: "Back to the documentation", href: "/docs" },
    otherSdksLabel: "Other SDKs",
    /** Read after each language pill by screen readers and crawlers ("Go" alone says little). */
    sdkLinkSuffix: " SDK",
  },
} as const;

/** The hero of an SDK page. */
export function sdkHero(sdk: SdkGuide): PageHero {
  return {
    eyebrow: "SDK guide",
    title: sdk.name,
    highlight: "SDK",
    description: sdk.summary,
    primary: { label: "Get started", href: `#${sdkPageCopy.steps.install.id}` },
    secondary: { label: "API reference", href: "/api" },
  };
}
