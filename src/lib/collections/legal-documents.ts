/** The legal documents' collection: src/content/legal/<slug>.md and their Arabic text in ./ar/. */
import { legalFrontMatterSchema } from "@/content/legal/schema";

import { defineCollection } from "./define-collection";

export const legalDocuments = defineCollection({
  folder: "legal",
  schema: legalFrontMatterSchema,
  href: (slug) => `/${slug}`,
  translatedKeys: ["title", "description"],
});
