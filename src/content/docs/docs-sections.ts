import { apiFacts as f } from "@/content/docs/api-facts";
import type { DocsSection } from "@/content/docs/types";

/** The user guides the "User Guides" card points to (/docs#user-guides). */
export const userGuides = {
  id: "user-guides",
  title: "User guides",
  description: "How to build on each of our AI services through the API.",
  topics: [
    {
      id: "guide-conversational-ai",
      title: "Conversational AI",
      icon: "messageSquare",
      body: [
        "Build a support assistant or a sales chatbot on POST /api/v1/chat/completions. Each call sends the conversation so far, a list of messages with a role (system, user or assistant) and their content, and returns the assistant's next message.",
      ],
      points: [
        "Put the assistant's tone, rules and product facts in the first, system message.",
        "Send the whole conversation with every call, and append the reply before the next one.",
        "Use a low temperature (0.2 to 0.5) for support answers and a higher one for creative copy.",
      ],
    },
    {
      id: "guide-website-builder",
      title: "Website Builder AI",
      icon: "wand",
      body: [
        "POST /api/v1/websites/generate starts building a website from a description of your business. Generation runs in the background; our designers share the draft with you for review, edits and publishing.",
      ],
      points: [
        "Describe what you sell, who your customers are and the pages you need.",
        "Generate several drafts and keep the one closest to your brand.",
        "Hosting is included with every Website Builder plan.",
      ],
    },
    {
      id: "guide-automation",
      title: "AI Automation",
      icon: "workflow",
      body: [
        "POST /api/v1/automation/workflows creates a workflow that AI Automation runs for you: a trigger, such as a new email, form entry or order, followed by the steps to take, such as classifying, extracting data, replying or updating your CRM.",
      ],
      points: [
        "Start with one repetitive process that has clear inputs and outputs.",
        "Run a new workflow on test data before switching it to live.",
        "Review its results in your performance report and refine the steps.",
      ],
    },
    {
      id: "guide-realtime",
      title: "Real-time streaming",
      icon: "zap",
      body: [
        "For chat interfaces that show a reply as it is written, the API supports real-time connections over WebSocket. The connection is authenticated with the same bearer API key as the REST calls, so keep it on your server and relay the stream to your users.",
      ],
      points: [
        "Use REST for single requests and background jobs; use WebSocket for live conversations.",
        "Reconnect with backoff if the connection drops.",
      ],
    },
  ],
} as const satisfies DocsSection;

/** The settings the "Configuration" card points to (/docs#configuration). */
export const configuration = {
  id: "configuration",
  title: "Configuration",
  description: "Settings that keep an integration reliable and secure in production.",
  topics: [
    {
      id: "api-keys",
      title: "API keys and environments",
      icon: "lock",
      body: [
        `Your onboarding engineer issues your API keys when your project starts; ask for new ones with a support ticket. Keys that start with ${f.testKeyPrefix} run against test data and are free to experiment with; keys that start with ${f.liveKeyPrefix} act on live data and count towards your plan. Every request sends its key in the Authorization header as a bearer token.`,
      ],
      sample: {
        label: ".env",
        lang: "bash",
        code: `# Read by the SDKs and by these samples.\n${f.keyEnvVar}="${f.testKeyPrefix}your_key_here"`,
      },
    },
    {
      id: "client-options",
      title: "Timeouts and retries",
      icon: "clock",
      body: [
        "Every SDK accepts the same options when you create the client: a timeout per request and a number of automatic retries for rate-limited (429) and server (5xx) errors, with exponential backoff between attempts.",
      ],
      sample: {
        label: "client.js",
        lang: "javascript",
        code: `const client = new ${f.clientName}({
  apiKey: process.env.${f.keyEnvVar},
  timeout: 30_000, // milliseconds per request
  maxRetries: 2, // retries on 429 and 5xx
});`,
      },
    },
    {
      id: "rate-limits",
      title: "Rate limits",
      icon: "activity",
      body: [
        "Each plan allows a number of requests per minute. Past the limit, the API answers 429 Too Many Requests with a Retry-After header giving the seconds to wait. The SDKs retry for you; with plain HTTP, wait that long before sending again.",
      ],
      points: [
        "Spread batch jobs over time rather than sending them all at once.",
        "Need a higher limit? Talk to us about an Enterprise plan.",
      ],
    },
    {
      id: "security",
      title: "Security best practices",
      icon: "shieldCheck",
      body: ["An API key grants access to your account: treat it like a password."],
      points: [
        "Keep keys on your server, in environment variables or a secrets manager; never in browser or mobile code.",
        "Use a separate key for each application and environment, so one can be revoked without touching the others.",
        "Rotate keys regularly, and revoke a key at once if it may have leaked.",
        "All requests use HTTPS; requests over plain HTTP are refused.",
      ],
    },
  ],
} as const satisfies DocsSection;
