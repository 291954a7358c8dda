export * from "@/content/not-found"; // TEMP STUB (tr-chrome)
