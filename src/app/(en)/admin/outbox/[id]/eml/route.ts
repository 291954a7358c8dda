import fs from "node:fs/promises";

import { PRIVATE_HEADERS as privateHeaders, routeUser } from "@/lib/admin/auth";
import { emlFileOf } from "@/lib/admin/eml";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";
import { findOutboxJob } from "@/lib/outbox/queue";

export const dynamic = "force-dynamic";

/** The .eml file of one email job, for signed-in staff only: found by the job's id, nothing else. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await routeUser();
  if ("response" in access) return access.response;
  const id = parseRowId((await params).id);
  let file: string | null = null;
  try {
    const job = id === null ? undefined : await findOutboxJob(id);
    file = job ? await emlFileOf(job) : null;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("The database is unavailable.", { status: 503, headers: privateHeaders });
  }
  if (file === null)
    return new Response("No such message file.", { status: 404, headers: privateHeaders });
  return new Response(new Uint8Array(await fs.readFile(file)), {
    headers: {
      ...privateHeaders,
      "Content-Type": "message/rfc822",
      "Content-Disposition": `attachment; filename="cedarwave-outbox-${id}.eml"`,
    },
  });
}
