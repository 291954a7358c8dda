// The making of a form's time-trap token (checked by ./token.ts), for the app and for server.mjs,
// which puts one into each pre-rendered form page it serves (src/lib/http/form-pages.mjs).
// Plain ESM so that Node runs it as it is.
import crypto from "node:crypto";

import { getSecret } from "../security/secrets.mjs";
import { clientIp, hashIp } from "./client-ip.mjs";

/** The signature of a token: an HMAC over the form kind, issue time, nonce and client. */
export function signToken(secret, form, issuedAt, nonce, client) {
  return crypto
    .createHmac("sha256", secret)
    .update(`${form}.${issuedAt}.${nonce}.${client}`)
    .digest("base64url");
}

/** A fresh token for one form kind and one client (`client`: the hashed address). */
export function issueToken(
  secret,
  form,
  client,
  now = Date.now(),
  nonce = crypto.randomBytes(16).toString("base64url"),
) {
  return `${now}.${nonce}.${signToken(secret, form, now, nonce, client)}`;
}

/** The keyed hash of a request's client address: the rate limit's key and the token's. */
export function clientHash(headers) {
  return hashIp(clientIp(headers), getSecret("IP_HASH_SECRET"));
}

/** A fresh token for a form of `kind`, bound to the client of the request with `headers`. */
export function visitorToken(kind, headers) {
  return issueToken(getSecret("FORM_SECRET"), kind, clientHash(headers));
}
