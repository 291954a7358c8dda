/** Form constants and types without zod, safe to ship in any browser bundle. */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
  short: 200,
} as const;

export const SERVICE_VALUES = [
  "ai",
  "web",
  "mobile",
  "cloud",
  "security",
  "support",
  "other",
] as const;
export const PRIORITY_VALUES = ["Low", "Medium", "High", "Critical"] as const;

export type ServiceValue = (typeof SERVICE_VALUES)[number];
export type PriorityValue = (typeof PRIORITY_VALUES)[number];

export type FieldErrors = Record<string, string>;

export const FORM_KINDS = ["contact", "demo", "support", "newsletter", "waitlist"] as const;
