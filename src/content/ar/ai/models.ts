export * from "@/content/ai/models"; // TEMP STUB (tr-ai)
