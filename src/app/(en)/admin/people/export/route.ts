import { PRIVATE_HEADERS as privateHeaders, requestIpHash, routeUser } from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { exportPerson, personEmailSchema } from "@/lib/people/person";

export const dynamic = "force-dynamic";

/**
 * Everything held about one address, as a JSON download (the rights of access and
 * portability), for signed-in staff. A POST from the person view's form: the address travels
 * in the body, never in a URL (logs, history, the download list). The session cookie is
 * SameSite=Strict, so another site cannot make a signed-in browser send this request.
 */
export async function POST(request: Request) {
  const access = await routeUser();
  if ("response" in access) return access.response;
  const form = await request.formData().catch(() => null);
  const email = personEmailSchema.safeParse(form?.get("email"));
  if (!email.success) {
    return new Response("An email address is needed.", { status: 400, headers: privateHeaders });
  }
  try {
    const data = await exportPerson(
      email.data,
      { id: access.user.id, email: access.user.email },
      await requestIpHash(),
    );
    const date = data.generatedAt.slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        ...privateHeaders,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="cedarwave-person-${date}.json"`,
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("The database is unavailable.", { status: 503, headers: privateHeaders });
  }
}
