// Plain ESM: server.mjs reads it too (./visitor-token.mjs).
import crypto from "node:crypto";

/**
 * The client's address. Our server (server.mjs) writes the socket address into
 * `x-client-ip`, replacing anything a client sent. Behind a load balancer
 * (TRUST_PROXY=1) the last X-Forwarded-For entry, the one our proxy appended, is used.
 */
export function clientIp(headers, trustProxy = process.env.TRUST_PROXY === "1") {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy && forwarded?.length) return forwarded[forwarded.length - 1];
  const socket = headers.get("x-client-ip");
  if (socket) return socket;
  // Plain `next start` (no server.mjs): Next fills X-Forwarded-For with the socket address
  // only when the client sent none.
  return forwarded?.[forwarded.length - 1] ?? "unknown";
}

/** A keyed hash of the address: enough to rate-limit and spot abuse, not to identify anyone. */
export function hashIp(ip, secret) {
  return crypto.createHmac("sha256", secret).update(ip).digest("hex").slice(0, 32);
}
