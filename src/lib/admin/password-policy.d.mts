export type PasswordProblem = "short" | "long" | "blank" | "repeated" | "email" | "common";

export const LEGACY_OWNER_EMAIL: "admin@localhost";
export function passwordProblem(password: string, email?: string): PasswordProblem | null;
export function ownerEnvironmentProblem(env: Record<string, string | undefined>): string | null;
