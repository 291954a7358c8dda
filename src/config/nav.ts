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

/** The four AI service pages: the header's AI menu and the footer's Services. */
export const aiServiceLinks = groupLinks("ai-services");

/** The header's Resources menu and the drawer's Resources section. */
export const resourceLinks = links(["/docs", "/api", "/blog", "/help", "/training"]);

/** The header's two menus; their labels are copy (layoutCopy.menus). */
export type HeaderMenuId = "ai" | "resources";

export interface HeaderMenu {
  menu: HeaderMenuId;
  links: NavLink[];
}

/**
 * The desktop header's bar, in order: its menus and links. No Contact: the consultation button
 * beside it leads there, and the drawer and the footer link it.
 */
export const headerItems: (NavLink | HeaderMenu)[] = [
  { menu: "ai", links: aiServiceLinks },
  ...links(["/services", "/pricing"]),
  { menu: "resources", links: resourceLinks },
  ...links(["/team"]),
];

/**
 * The drawer's sections: the main pages, then the header's two menus. Titles are copy: the
 * menus' (layoutCopy.menus), and layoutCopy.drawer.mainPages.
 */
export type DrawerSectionId = "main" | HeaderMenuId;

/**
 * The phone drawer, in order: the main pages first, then every AI page (the AI landing, the four
 * services, then the registry's other AI pages), then the resources. Each page once.
 */
export const drawerSections: { id: DrawerSectionId; links: NavLink[] }[] = [
  { id: "main", links: links(["/", "/services", "/pricing", "/contact", "/team"]) },
  {
    id: "ai",
    links: [
      ...links(["/ai-services"]),
      ...aiServiceLinks,
      ...groupLinks("ai-pages").filter((link) => link.href !== "/ai-services"),
    ],
  },
  { id: "resources", links: resourceLinks },
];

export const signInLink: NavLink = { href: "/signin", label: "Sign In" };
export const consultationLink: NavLink = { href: "/services", label: "Get Free Consultation" };

export type FooterGroupId = "services" | "company" | "resources" | "legal";

export const footerGroups: { id: FooterGroupId; title: string; links: NavLink[] }[] = [
  { id: "services", title: "Services", links: aiServiceLinks },
  {
    id: "company",
    title: "Company",
    links: links(["/company-info", "/case-studies", "/pricing", "/contact", "/colophon"]),
  },
  { id: "resources", title: "Resources", links: groupLinks("resources") },
  { id: "legal", title: "Legal", links: groupLinks("legal") },
];
