export * from "@/content/services-page"; // TEMP STUB (tr-chrome)
