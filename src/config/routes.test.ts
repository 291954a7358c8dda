import { describe, expect, it } from "vitest";

import {
  aiPageLinks,
  aiServiceLinks,
  footerGroups,
  headerItems,
  mainPageLinks,
  resourceLinks,
} from "./nav";
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
      ...aiPageLinks,
      ...headerItems.flatMap((item) => ("menu" in item ? item.links : [item])),
      ...mainPageLinks,
      ...resourceLinks,
      ...footerGroups.flatMap((group) => group.links),
    ];
    for (const link of navLinks) expect(isRegisteredPath(link.href), link.href).toBe(true);
    expect(aiServiceLinks).toHaveLength(4);
    expect(aiPageLinks).toHaveLength(5);
    expect(footerGroups.map((group) => group.title)).toEqual([
      "Services",
      "Company",
      "Resources",
      "Legal",
    ]);
  });
});
