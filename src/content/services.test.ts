import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { isRegisteredPath } from "@/config/routes";

import { itServicePages } from "./it-services";
import { services } from "./services";
import { servicesPageCards } from "./services-page";

const APP_DIR = path.join(process.cwd(), "src", "app");

/** Every page.tsx under src/app, as the URL path it serves (route groups dropped). */
function pageRoutes(dir = APP_DIR): { route: string; file: string }[] {
  const found: { route: string; file: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...pageRoutes(full));
    else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
      const segments = path
        .relative(APP_DIR, dir)
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      found.push({ route: `/${segments.join("/")}`, file: path.relative(process.cwd(), full) });
    }
  }
  return found;
}

describe("services and their pages", () => {
  const pages = pageRoutes();

  it.each(services.map((service) => [service.title, service.link] as const))(
    "%s (%s) has exactly one page and is a registered route",
    (_title, link) => {
      const matches = pages.filter((page) => page.route === link).map((page) => page.file);
      expect(matches).toHaveLength(1);
      expect(isRegisteredPath(link)).toBe(true);
    },
  );

  it("gives each service its own link", () => {
    const links = services.map((service) => service.link);
    expect(new Set(links).size).toBe(links.length);
  });

  it("has one IT service content module per non-AI service, at the service's link", () => {
    const itServices = services.filter((service) => service.slug !== "ai-solutions");
    expect(Object.keys(itServicePages).sort()).toEqual(itServices.map((s) => s.slug).sort());
    for (const service of itServices) {
      const page = itServicePages[service.slug];
      expect(page.path).toBe(service.link);
      expect(page.hero.primary?.href).toBe(`/contact?service=${service.contactService}`);
      expect(page.cta.primary.href).toBe(`/contact?service=${service.contactService}`);
      expect(page.process.steps.map((step) => step.title)).toEqual([
        "Discovery",
        "Strategy",
        "Development",
        "Deployment",
      ]);
      expect(page.faq.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("shows six detailed cards on /services whose buttons preselect the service", () => {
    expect(servicesPageCards).toHaveLength(6);
    servicesPageCards.forEach((card, index) => {
      const service = services[index]!;
      expect(card.link).toBe(service.link);
      expect(card.cta?.href).toBe(`/contact?service=${service.contactService}`);
      expect(card.features.length).toBeGreaterThan(service.features.length);
    });
  });
});
