export function loaderScript(
  sources: string[],
  options?: { module?: boolean; preload?: string[] },
): string;
export function deferScripts(html: string): { html: string; changed: boolean; sources: string[] };
export function pageScripts(html: string): string[];
export function loaderSources(html: string): { sources: string[]; preload: string[] };
