import { getRoute, type RoutePath } from "./routes";

export interface NavLink {
  href: RoutePath;
  label: string;
}

function links(paths: RoutePath[]): NavLink[] {
  return paths.map((path) => ({ href: path, label: getRoute(path).label }));
}

/** The four AI service pages: the header's AI dropdown and the drawer's first section. */
export const aiServiceLinks = links([
  "/services/conversational-ai",
  "/services/website-builder",
  "/services/custom-ai",
  "/services/automation",
]);

/** The AI pages group of the drawer. */
export const aiPageLinks = links([
  "/ai-services",
  "/ai-services/models",
  "/ai-services/pricing",
  "/ai-services/about",
  "/ai-services/contact",
]);

/** Desktop header links beside the AI dropdown. */
export const headerLinks = links(["/services", "/contact", "/team"]);

/** The drawer's Main Pages section. */
export const mainPageLinks = links(["/", "/services", "/contact", "/team"]);

export const signInLink: NavLink = { href: "/signin", label: "Sign In" };
export const consultationLink: NavLink = { href: "/services", label: "Get Free Consultation" };

export const footerGroups: { title: string; links: NavLink[] }[] = [
  { title: "Services", links: aiServiceLinks },
  { title: "Company", links: links(["/company-info", "/pricing", "/contact"]) },
  {
    title: "Resources",
    links: links(["/docs", "/api", "/blog", "/support", "/help", "/training"]),
  },
  {
    title: "Legal",
    links: links(["/privacy", "/terms", "/cookies", "/data-processing", "/compliance"]),
  },
];
