/** The five Arabic IT service pages, one content module each, keyed as in English. */
import type { ItServicePage } from "@/content/it-services/types";
import type { ItServiceSlug } from "@/content/services";

import { cloudSolutionsPage } from "./cloud-solutions";
import { cybersecurityPage } from "./cybersecurity";
import { itSupportPage } from "./it-support";
import { mobileDevelopmentPage } from "./mobile-development";
import { webDevelopmentPage } from "./web-development";

export const itServicePages = {
  "web-development": webDevelopmentPage,
  "mobile-development": mobileDevelopmentPage,
  "cloud-solutions": cloudSolutionsPage,
  cybersecurity: cybersecurityPage,
  "it-support": itSupportPage,
} as const satisfies Record<ItServiceSlug, ItServicePage>;
