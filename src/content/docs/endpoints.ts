import type { Endpoint } from "@/content/docs/types";

/** The public API's endpoints, as the seed documents them (seed §7). */
export const endpoints = [
  {
    method: "POST",
    path: "/api/v1/chat/completions",
    description:
      "Generate the next message of a conversation with one of our language models. Send the conversation so far; the reply comes back as an assistant message.",
    category: "AI",
    payload: [
      {
        name: "model",
        type: "string",
        description: "The id of the model to use, as listed by GET /api/v1/models.",
      },
      {
        name: "messages",
        type: "array",
        description:
          'The conversation so far: a list of objects, each with a role ("system", "user" or "assistant") and its content.',
      },
      {
        name: "temperature",
        type: "number",
        description:
          "How varied the reply is, from 0 (focused and repeatable) to 2 (most creative).",
      },
    ],
  },
  {
    method: "GET",
    path: "/api/v1/models",
    description:
      "List the AI models available to your account, with their ids, categories and status.",
    category: "Models",
    payload: [],
  },
  {
    method: "POST",
    path: "/api/v1/websites/generate",
    description:
      "Start generating a website with Website Builder AI from a description of your business.",
    category: "Websites",
    payload: [],
  },
  {
    method: "POST",
    path: "/api/v1/automation/workflows",
    description: "Create an automation workflow that AI Automation runs for you.",
    category: "Automation",
    payload: [],
  },
] as const satisfies readonly Endpoint[];
