export * from "@/content/ai/about"; // TEMP STUB (tr-ai)
