export * from "@/content/testimonials"; // TEMP STUB (tr-chrome)
