import { describe, expect, it } from "vitest";

import { aiServiceLinks, drawerSections, footerGroups, headerItems, resourceLinks } from "./nav";
import { isRegisteredPath, routes } from "./routes";

describe("route registry", () => {
  it("has unique paths, titles and descriptions", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = routes.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = routes.map((route) => route.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("gives every route a usable title, description and lastmod", () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[a-z0-9/-]*$/);
      expect(route.title.length).toBeGreaterThan(2);
      expect(route.title.length).toBeLessThanOrEqual(60);
      expect(route.description.length).toBeGreaterThanOrEqual(40);
      expect(route.description.length).toBeLessThanOrEqual(170);
      expect(Number.isNaN(Date.parse(route.updated))).toBe(false);
    }
  });

  it("contains every route the seed and SPEC §3 name", () => {
    const required = [
      "/",
      "/services",
      "/contact",
      "/team",
      "/ai-services",
      "/ai-services/models",
      "/ai-services/about",
      "/ai-services/pricing",
      "/ai-services/contact",
      "/services/conversational-ai",
      "/services/website-builder",
      "/services/custom-ai",
      "/services/automation",
      "/signin",
      "/company-info",
      "/press-release",
      "/privacy",
      "/terms",
      "/cookies",
      "/data-processing",
      "/compliance",
      "/docs",
      "/api",
      "/blog",
      "/support",
      "/help",
      "/training",
      "/pricing",
      "/web-development",
      "/mobile-development",
      "/cloud-solutions",
      "/cybersecurity",
      "/it-support",
      "/signup",
      "/forgot-password",
      "/docs/sdk/javascript",
      "/docs/sdk/python",
      "/docs/sdk/php",
      "/docs/sdk/ruby",
      "/docs/sdk/java",
      "/docs/sdk/go",
    ];
    for (const path of required) expect(isRegisteredPath(path), path).toBe(true);
    expect(routes.map((route) => route.path)).not.toContain("/admin");
  });

  it("only links registered routes from the navigation", () => {
    const navLinks = [
      ...aiServiceLinks,
      ...headerItems.flatMap((item) => ("menu" in item ? item.links : [item])),
      ...drawerSections.flatMap((section) => section.links),
      ...resourceLinks,
      ...footerGroups.flatMap((group) => group.links),
    ];
    for (const link of navLinks) expect(isRegisteredPath(link.href), link.href).toBe(true);
    expect(aiServiceLinks).toHaveLength(4);
    expect(footerGroups.map((group) => group.title)).toEqual([
      "Services",
      "Company",
      "Resources",
      "Legal",
    ]);
  });

  it("lists each page once in the drawer, the main pages first, every AI page in it", () => {
    const hrefs = drawerSections.flatMap((section) => section.links.map((link) => link.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(drawerSections[0]?.id).toBe("main");
    expect(hrefs[0]).toBe("/");
    for (const route of routes.filter((r) => r.group === "ai-pages" || r.group === "ai-services"))
      expect(hrefs, route.path).toContain(route.path);
  });
});
