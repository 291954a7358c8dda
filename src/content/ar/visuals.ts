export * from "@/content/visuals"; // TEMP STUB (tr-ai)
