import fs from "node:fs/promises";

import { adminAccess } from "@/lib/admin/auth";
import { emlFileOf } from "@/lib/admin/eml";
import { outboxJobId } from "@/lib/admin/outbox";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { findOutboxJob } from "@/lib/outbox/queue";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The .eml file of one email job, for signed-in staff only: found by the job's id, nothing else. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await adminAccess();
  if (access === "unavailable") {
    return new Response("The database is unavailable.", { status: 503, headers: privateHeaders });
  }
  if (access !== "signed-in") {
    return new Response("Sign in at /admin first.", { status: 401, headers: privateHeaders });
  }
  const id = outboxJobId((await params).id);
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
