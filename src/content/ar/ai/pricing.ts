export * from "@/content/ai/pricing"; // TEMP STUB (tr-ai)
