export * from "@/content/ui"; // TEMP STUB
