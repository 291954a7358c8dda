export type SecretName = "FORM_SECRET" | "SESSION_SECRET" | "IP_HASH_SECRET";
export function getSecret(name: SecretName): string;
