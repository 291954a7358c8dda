import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { recordFigure, siteConfig } from "@/config/site";

/*
 * The company's record (siteConfig.record) is written once: a content module that quotes a
 * figure of it reads it from the config, so a new figure changes every page at once. Press
 * releases are dated statements and keep the figures of their day.
 */
const {
  uptime,
  aiInteractions,
  aiRevenueIncrease,
  projectsDelivered,
  clients,
  aiClients,
  certifications,
  studentsTrained,
} = siteConfig.record;
const figures = [
  uptime,
  aiInteractions,
  aiRevenueIncrease,
  ...[projectsDelivered, clients, aiClients, certifications, studentsTrained].map((value) =>
    recordFigure(value),
  ),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the company's record", () => {
  const files = [...sourceFiles("src/content"), ...sourceFiles("src/components")];

  it("is read from the site config wherever content quotes it", () => {
    expect(files.length).toBeGreaterThan(50);
    const typed = files.flatMap((file) => {
      const code = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      return figures
        .filter((figure) => new RegExp(`(?<![\\d.])${escapeRegExp(figure)}`).test(code))
        .map((figure) => `${file}: ${figure}`);
    });
    expect(typed).toEqual([]);
  });
});
