export function scriptTokens(code: string): string[];
export function htmlTokens(html: string): string[];
export function pageStylesheets(html: string): { tag: string; href: string }[];
export function absoluteUrls(css: string, href: string): string;
export function missingReferences(input: string, output: string): string[];
export function purgePageCss(css: string, html: string, scripts?: string[]): Promise<string>;
export function inlinePageCss(
  html: string,
  read: (url: string) => string,
): Promise<{ html: string; sources: string[]; css: string }>;
export function replacedStylesheets(html: string): string[];
export function restoreStylesheets(html: string): string;
export function withoutPageCss(html: string): string;
