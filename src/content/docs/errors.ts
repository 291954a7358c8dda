/** HTTP statuses the API answers with when a call fails (shown on /api and the SDK pages). */
export interface ApiErrorStatus {
  status: number;
  title: string;
  description: string;
}

export const apiErrorStatuses = [
  {
    status: 400,
    title: "Bad request",
    description: "A field is missing or has the wrong type. The message names the field.",
  },
  {
    status: 401,
    title: "Unauthorized",
    description:
      "The Authorization header is missing, or the API key is wrong or revoked. Do not retry: fix the key.",
  },
  {
    status: 404,
    title: "Not found",
    description: "The path or the model id does not exist. Check it against GET /api/v1/models.",
  },
  {
    status: 429,
    title: "Too many requests",
    description:
      "You have reached your plan's rate limit. Wait for the number of seconds in the Retry-After header, then try again.",
  },
  {
    status: 500,
    title: "Server error",
    description:
      "Something failed on our side. Retry with exponential backoff; if it persists, contact support.",
  },
] as const satisfies readonly ApiErrorStatus[];
