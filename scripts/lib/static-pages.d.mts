export const HTML_FIRST_MODULES: Record<string, string>;
export const HYDRATION_SIGNALS: string[];
export const SPECULATION_RULES: Record<string, unknown[]>;
export function moduleKey(manifestKey: string): string;
export function clientModuleIds(appDir: string): Map<string, string>;
export function clientReferences(flight: string): { id: string; name: string }[];
export function readPagePayload(htmlFile: string): string;
export type PageDecision =
  | { static: true; modules: string[] }
  | { static: false; reason: string; modules?: string[]; islands?: string[] };
export function classifyPage(
  html: string,
  flight: string,
  moduleIds: Map<string, string>,
): PageDecision;
export function isStaticHtml(html: string): boolean;
export function stripFramework(html: string, options?: { mark?: string }): string;
