export function signToken(
  secret: string,
  form: string,
  issuedAt: number,
  nonce: string,
  client: string,
): string;
export function issueToken(
  secret: string,
  form: string,
  client: string,
  now?: number,
  nonce?: string,
): string;
export function clientHash(headers: Headers): string;
export function visitorToken(kind: string, headers: Headers): string;
