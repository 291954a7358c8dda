import type { Locale } from "./locales";

export const notFoundDocuments: Record<Locale, { prefix: string; route: string }>;
export function isNotFoundDocument(pathname: string): boolean;
