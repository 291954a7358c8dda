// TEMP STUB (replaced by tr-chrome's file at merge)
import { routes, type RoutePath } from "@/config/routes";
export const routeCopy = Object.fromEntries(
  routes.map((r) => [r.path, { label: `ع ${r.label}`, title: `ع ${r.title}`, description: r.description }]),
) as Record<RoutePath, { label: string; title: string; description: string }>;
