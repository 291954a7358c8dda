import { siteConfig } from "@/config/site";
import { apiFacts as f, fetchChatSample } from "@/content/docs/api-facts";
import type { CodeSample, EndpointCategory } from "@/content/docs/types";
import type { IconName, PageHero } from "@/content/types";

export const apiHero = {
  eyebrow: "REST API v1",
  title: "API",
  highlight: "Reference",
  description: `Integrate ${siteConfig.name}'s AI services into your own products: authenticate with an API key, call the REST endpoints, and use the SDK for your language.`,
  primary: { label: "Get started", href: "/docs#quick-start" },
  // No same-page #tab links here: a client-side push fires no hashchange.
  secondary: { label: "Read the docs", href: "/docs" },
} as const satisfies PageHero;

export type ApiTabId = "authentication" | "endpoints" | "examples" | "sdks";

/** The four tabs, in order; the first is the default. Their ids are the URL hash. */
export const apiTabs = [
  { id: "authentication", label: "Authentication", icon: "lock" },
  { id: "endpoints", label: "Endpoints", icon: "server" },
  { id: "examples", label: "Examples", icon: "code" },
  { id: "sdks", label: "SDKs", icon: "layers" },
] as const satisfies readonly { id: ApiTabId; label: string; icon: IconName }[];

export const apiTabsLabel = "API reference sections";

export const authentication = {
  title: "Authentication",
  description: `The ${siteConfig.name} API authenticates every request with your secret API key, sent as a bearer token in the Authorization header.`,
  header: {
    label: "HTTP header",
    lang: "bash",
    code: "Authorization: Bearer YOUR_API_KEY",
  } satisfies CodeSample,
  baseUrlLabel: "Base URL",
  baseUrl: f.baseUrl,
  points: [
    "Your onboarding engineer issues a test key and a live key when your project starts; ask for a new one, or for a key to be revoked, with a support ticket. Until the client portal opens, that is how keys are managed.",
    `Test keys start with ${f.testKeyPrefix} and live keys with ${f.liveKeyPrefix}.`,
    "Keep keys on your server, in an environment variable: never in browser or mobile code.",
    "A missing, wrong or revoked key gets 401 Unauthorized.",
  ],
  sample: {
    label: "cURL",
    lang: "bash",
    code: `curl ${f.baseUrl}/api/v1/models \\
  -H "Authorization: Bearer $${f.keyEnvVar}"`,
  } satisfies CodeSample,
  moreLink: { label: "Key management and security", href: "/docs#api-keys" },
} as const;

export const endpointsCopy = {
  title: "Endpoints",
  description: "All endpoints accept and return JSON, under the base URL, over HTTPS.",
  caption: "REST API endpoints",
  headers: { method: "Method", path: "Endpoint", description: "Description", category: "Category" },
  payloadLabel: "Body",
  noPayload: "No body",
  /** The category column's label of each endpoint category. */
  categories: {
    AI: "AI",
    Models: "Models",
    Websites: "Websites",
    Automation: "Automation",
  } satisfies Record<EndpointCategory, string>,
  realtime: {
    title: "Real-time WebSocket support",
    description:
      "For live conversations, replies can be streamed over a WebSocket connection as they are generated. Authenticate the connection with the same bearer API key.",
    link: { label: "Read the streaming guide", href: "/docs#guide-realtime" },
  },
} as const;

const chatBody = `{
    "model": "${f.sampleModel}",
    "messages": [
      { "role": "system", "content": "${f.sampleSystem}" },
      { "role": "user", "content": "${f.sampleUser}" }
    ],
    "temperature": 0.7
  }`;

export const examplesCopy = {
  title: "Examples",
  description:
    "A chat completion request (POST /api/v1/chat/completions) in three languages. Replace the key variable with yours.",
  samples: [
    {
      label: "cURL",
      lang: "bash",
      code: `curl ${f.baseUrl}/api/v1/chat/completions \\
  -H "Authorization: Bearer $${f.keyEnvVar}" \\
  -H "Content-Type: application/json" \\
  -d '${chatBody}'`,
    },
    {
      label: "JavaScript",
      lang: "javascript",
      code: fetchChatSample,
    },
    {
      label: "Python",
      lang: "python",
      code: `import os

import requests

response = requests.post(
    "${f.baseUrl}/api/v1/chat/completions",
    headers={"Authorization": f"Bearer {os.environ['${f.keyEnvVar}']}"},
    json={
        "model": "${f.sampleModel}",
        "messages": [
            {"role": "system", "content": "${f.sampleSystem}"},
            {"role": "user", "content": "${f.sampleUser}"},
        ],
        "temperature": 0.7,
    },
    timeout=30,
)
response.raise_for_status()
print(response.json()["choices"][0]["message"]["content"])`,
    },
  ],
} as const satisfies { title: string; description: string; samples: readonly CodeSample[] };

export const sdksCopy = {
  title: "SDKs",
  description: "Official client libraries handle authentication, retries and types for you.",
  linkLabel: (name: string) => `${name} SDK docs`,
  /** What the copy button of an SDK card's install command names: "Python install". */
  installLabel: (name: string) => `${name} install`,
} as const;
