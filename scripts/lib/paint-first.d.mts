export function loaderScript(sources: string[]): string;
export function deferScripts(html: string): { html: string; changed: boolean; sources: string[] };
export function pageScripts(html: string): string[];
