import "server-only";

import { hashIp } from "@/lib/forms/client-ip.mjs";
import { getSecret } from "@/lib/security/secrets.mjs";

/**
 * The keyed hash of an email address, as rate-limit keys hold it (`contact:email:<hash>`): equal
 * for the same address whatever its case, and not reversible without the server's secret. The
 * person view (/admin/people) finds an address's rows by it.
 */
export function emailKeyHash(email: string): string {
  return hashIp(`email:${email.trim().toLowerCase()}`, getSecret("IP_HASH_SECRET"));
}
