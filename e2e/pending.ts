/**
 * Routes of the registry that a later issue builds. The route sweep skips them and the link
 * checker accepts links to them. Each issue that builds a route removes it from here; when
 * every issue has landed this list is empty.
 */
export const pendingRoutes: string[] = [
  "/services",
  "/contact",
  "/team",
  "/ai-services",
  "/ai-services/models",
  "/ai-services/pricing",
  "/ai-services/about",
  "/ai-services/contact",
  "/services/conversational-ai",
  "/services/website-builder",
  "/services/custom-ai",
  "/services/automation",
  "/web-development",
  "/mobile-development",
  "/cloud-solutions",
  "/cybersecurity",
  "/it-support",
  "/company-info",
  "/pricing",
  "/press-release",
  "/blog",
  "/support",
  "/help",
  "/training",
  "/signin",
  "/signup",
  "/forgot-password",
  "/privacy",
  "/terms",
  "/cookies",
  "/data-processing",
  "/compliance",
];

export function isPending(pathname: string): boolean {
  return pendingRoutes.includes(pathname);
}
