import { getRoute, routesInGroup, type RouteGroup, type RoutePath } from "./routes";

export interface NavLink {
  href: RoutePath;
  label: string;
}

function links(paths: RoutePath[]): NavLink[] {
  return paths.map((path) => ({ href: path, label: getRoute(path).label }));
}

/** Every route of a registry group, in registry order: a page added to the group shows up. */
function groupLinks(group: RouteGroup): NavLink[] {
  return routesInGroup(group).map((route) => ({ href: route.path, label: route.label }));
}

/** The four AI service pages: the header's AI dropdown and the drawer's first section. */
export const aiServiceLinks = groupLinks("ai-services");

/** The AI pages group of the drawer. */
export const aiPageLinks = groupLinks("ai-pages");

/** Desktop header links beside the AI dropdown. */
export const headerLinks = links(["/services", "/contact", "/team"]);

/** The drawer's Main Pages section. */
export const mainPageLinks = groupLinks("main");

export const signInLink: NavLink = { href: "/signin", label: "Sign In" };
export const consultationLink: NavLink = { href: "/services", label: "Get Free Consultation" };

export type FooterGroupId = "services" | "company" | "resources" | "legal";

export const footerGroups: { id: FooterGroupId; title: string; links: NavLink[] }[] = [
  { id: "services", title: "Services", links: aiServiceLinks },
  { id: "company", title: "Company", links: links(["/company-info", "/pricing", "/contact"]) },
  { id: "resources", title: "Resources", links: groupLinks("resources") },
  { id: "legal", title: "Legal", links: groupLinks("legal") },
];
