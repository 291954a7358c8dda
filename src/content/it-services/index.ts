/** The five IT service pages, one content module each. */
import type { ItServiceSlug } from "../services";
import { cloudSolutionsPage } from "./cloud-solutions";
import { cybersecurityPage } from "./cybersecurity";
import { itSupportPage } from "./it-support";
import { mobileDevelopmentPage } from "./mobile-development";
import type { ItServicePage } from "./types";
import { webDevelopmentPage } from "./web-development";

export type { ItServicePage, TechnologyGroup } from "./types";

export const itServicePages = {
  "web-development": webDevelopmentPage,
  "mobile-development": mobileDevelopmentPage,
  "cloud-solutions": cloudSolutionsPage,
  cybersecurity: cybersecurityPage,
  "it-support": itSupportPage,
} as const satisfies Record<ItServiceSlug, ItServicePage>;
