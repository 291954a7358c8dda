export function tokenSlot(kind: string): string;
export function isTokenSlot(value: unknown): boolean;
export const TOKEN_SLOT_PATTERN: RegExp;
