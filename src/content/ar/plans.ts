export * from "@/content/plans"; // TEMP STUB (tr-ai)
