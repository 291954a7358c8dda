/**
 * The label, document title and meta description of every route of the registry
 * (src/config/routes.ts) in English: the registry's own words. The Arabic mirror
 * (./ar/routes.ts) has one entry per registry path in Arabic.
 */
import { routes, type RoutePath } from "@/config/routes";

export interface RouteCopy {
  label: string;
  title: string;
  description: string;
}

export const routeCopy = Object.fromEntries(
  routes.map(({ path, label, title, description }): [RoutePath, RouteCopy] => [
    path,
    { label, title, description },
  ]),
) as Record<RoutePath, RouteCopy>;
