"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { requestIpHash, requireOwner, requireUser } from "@/lib/admin/auth";
import { erasedLocation } from "@/lib/admin/people-notice";
import { sealLookup } from "@/lib/admin/person-lookup";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { erasePerson, personEmailSchema } from "@/lib/people/person";
import { purge } from "@/lib/retention/purge";

const PEOPLE = "/admin/people";

const eraseSchema = z.object({ email: personEmailSchema, confirm: personEmailSchema });

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * The person view's lookup: the address is POSTed, and the page it goes back to holds it only
 * sealed (`?q=`, person-lookup.ts), never in a URL's plain text (history, logs, Referer). Bound
 * as `findPersonAction.bind(null, null)` (the form second: see erasePersonAction).
 */
export async function findPersonAction(_state: null, formData: FormData): Promise<void> {
  const user = await requireUser();
  const email = personEmailSchema.safeParse(formData.get("email"));
  if (!email.success) redirect(`${PEOPLE}?${query({ error: "invalid" })}`);
  redirect(`${PEOPLE}?${query({ q: sealLookup(email.data, user.id) })}`);
}

/**
 * The person view's "Erase this person…": the address is POSTed (as the lookup), and the
 * confirmation step is opened with it sealed. Owner only.
 */
export async function openErasureAction(_state: null, formData: FormData): Promise<void> {
  const owner = await requireOwner();
  const email = personEmailSchema.safeParse(formData.get("email"));
  if (!email.success) redirect(PEOPLE);
  redirect(`${PEOPLE}/erase?${query({ q: sealLookup(email.data, owner.id) })}`);
}

/**
 * Erasure, after the confirmation step (/admin/people/erase): the owner types the address again;
 * a mismatch erases nothing and goes back to the step. Then back to the People page, which says
 * how many rows went, without the address: the URL (history, logs) must not keep what was
 * erased (people-notice.ts). When the database is unavailable nothing was erased, and the
 * person view comes back with the address sealed, as the confirmation step had it. Bound as `erasePersonAction.bind(null,
 * null)`: the site's actions take their form second (src/lib/http/edge.mjs `takesForm`).
 */
export async function erasePersonAction(_state: null, formData: FormData): Promise<void> {
  const owner = await requireOwner();
  const parsed = eraseSchema.safeParse({
    email: formData.get("email"),
    confirm: formData.get("confirm"),
  });
  const email = personEmailSchema.safeParse(formData.get("email"));
  if (!email.success) redirect(PEOPLE);
  const q = sealLookup(email.data, owner.id);
  if (!parsed.success || parsed.data.email !== parsed.data.confirm) {
    redirect(`${PEOPLE}/erase?${query({ q, error: "mismatch" })}`);
  }
  let location: string;
  try {
    const counts = await erasePerson(
      parsed.data.email,
      { id: owner.id, email: owner.email },
      await requestIpHash(),
    );
    location = erasedLocation(counts);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] erasure failed:", error);
    location = `${PEOPLE}?${query({ q, notice: "unavailable" })}`;
  }
  redirect(location);
}

/** The owner's "Run the purge now": the purge as of now, then its counts on the page. */
export async function runPurgeAction(): Promise<void> {
  const owner = await requireOwner();
  let notice: string;
  try {
    const result = await purge(new Date(), {
      trigger: "inbox",
      actor: { id: owner.id, email: owner.email },
    });
    notice = result.ran ? "purged" : "locked";
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] purge failed:", error);
    notice = "unavailable";
  }
  redirect(`${PEOPLE}?${query({ notice })}#retention`);
}
