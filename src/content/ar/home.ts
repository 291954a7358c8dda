export * from "@/content/home"; // TEMP STUB
