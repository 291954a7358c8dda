export * from "@/content/company"; // TEMP STUB (tr-chrome)
