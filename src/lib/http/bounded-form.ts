import { fieldCount, type BodyLimit } from "./edge.mjs";

/**
 * A request's form (urlencoded or multipart), read within `limit`: its bytes counted as they
 * stream (the reading stops, and the stream is cancelled, as soon as they pass the limit) and
 * its fields counted before it is parsed. "too-large" past either; null when it is not a
 * readable form. The production server refuses such bodies before they reach a route
 * (server.mjs); this holds wherever else the route is reached from.
 */
export async function readFormWithin(
  request: Request,
  limit: BodyLimit,
): Promise<FormData | "too-large" | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit.bytes) {
        await reader.cancel();
        return "too-large";
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const type = request.headers.get("content-type") ?? "";
  if (fieldCount({ "content-type": type }, body) > limit.fields) return "too-large";
  return new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
}
