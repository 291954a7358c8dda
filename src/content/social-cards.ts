/** Copy of the generated social cards (src/app/og): the kicker above each page's title. */
import type { RouteGroup } from "@/config/routes";

export const socialCardKickers = {
  main: "Cedarwave Technologies",
  "ai-services": "AI services",
  "ai-pages": "AI services",
  "it-services": "IT services",
  company: "Company",
  resources: "Resources",
  docs: "Developer docs",
  account: "Client portal",
  legal: "Legal",
} as const satisfies Record<RouteGroup, string>;

export const blogCardKicker = "Blog";
export const helpCardKicker = "Help center";
