export * from "@/content/team"; // TEMP STUB (tr-chrome)
