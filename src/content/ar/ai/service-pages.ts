export * from "@/content/ai/service-pages"; // TEMP STUB (tr-ai)
