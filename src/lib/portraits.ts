/**
 * Where a person's illustrated portrait is served: /portraits/<key>.svg, the key derived from
 * the name (so a renamed person gets a new portrait and nothing generated is stored in
 * content). Client-safe: the testimonial carousel renders portraits too. The drawings are made
 * at build time by src/app/portraits/[file]/route.ts (see src/lib/portrait-svg.ts).
 */

const PORTRAIT_BASE = "/portraits";

/** The stable key of a person: the name in lower case ASCII, words joined by hyphens. */
export function personKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The portrait's file name under /portraits: "maya-sfeir.svg" (the route's segment). */
export function portraitFile(name: string): string {
  return `${personKey(name)}.svg`;
}

export function portraitPath(name: string): string {
  return `${PORTRAIT_BASE}/${portraitFile(name)}`;
}
