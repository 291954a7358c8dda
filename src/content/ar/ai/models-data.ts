export * from "@/content/ai/models-data"; // TEMP STUB (tr-ai)
