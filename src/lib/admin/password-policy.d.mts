export type PasswordProblem = "short" | "long" | "blank" | "repeated" | "email" | "weak";

export const LEGACY_OWNER_EMAIL: "admin@localhost";
export function passwordProblem(password: string, email?: string): PasswordProblem | null;
export function weaknessOf(password: string, email?: string): string;
export function ownerEnvironmentProblem(env: Record<string, string | undefined>): string | null;
