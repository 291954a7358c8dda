import { allowedHosts, sameSiteOrigin, trustsProxy } from "@/lib/http/edge.mjs";

/**
 * Whether a request comes from a page of this site: its Origin (which a browser sends with
 * every POST) is the origin the site was asked for, under an address it is served under, as the
 * HTTP edge reckons it (sameSiteOrigin). The edge already refuses another Origin; this also
 * refuses a missing one, which no browser's fetch omits.
 */
export function sameOrigin(request: Request): boolean {
  return sameSiteOrigin(
    {
      origin: request.headers.get("origin"),
      host: request.headers.get("host") ?? new URL(request.url).host,
      forwardedHost: request.headers.get("x-forwarded-host"),
      forwardedProto: request.headers.get("x-forwarded-proto"),
    },
    { trusted: trustsProxy(), hosts: allowedHosts(), required: true },
  );
}
