export const MIN_PASSWORD_LENGTH: 12;
export const MAX_PASSWORD_LENGTH: 256;
export const COMMON_PASSWORDS: readonly string[];
