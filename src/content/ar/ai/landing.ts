export * from "@/content/ai/landing"; // TEMP STUB (tr-ai)
