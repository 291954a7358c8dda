export type TokenIssuer = (kind: string, headers: Headers) => Promise<string>;
export function tokenSlot(kind: string): string;
export function isTokenSlot(value: unknown): boolean;
export const TOKEN_SLOT_PATTERN: RegExp;
export function registerTokenIssuer(issue: TokenIssuer): void;
export function tokenIssuer(): TokenIssuer | null;
