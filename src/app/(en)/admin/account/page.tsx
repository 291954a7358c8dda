import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { OwnPasswordForm } from "@/components/admin/own-password-form";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { ownAccountCopy } from "@/content/admin-accounts";
import { adminAccess } from "@/lib/admin/auth";
import { ownerFromEnvironment } from "@/lib/admin/owner";

export const dynamic = "force-dynamic";

const copy = ownAccountCopy;

/** Every signed-in account: its details, and changing its own password. */
export default async function OwnAccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;
  const { user } = access;
  const environmentEmail = ownerFromEnvironment()?.email.toLowerCase();
  const { notice } = await searchParams;
  return (
    <section>
      <InboxHeader user={user} current="account" title={copy.title} />
      <Notice code={notice} messages={copy.notices} good={["changed"]} />
      <section aria-labelledby="own-details" className="max-w-lg">
        <h2 id="own-details" className="text-lg font-semibold">
          {copy.details}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium">{copy.name}</dt>
          <dd>{user.name}</dd>
          <dt className="font-medium">{copy.email}</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-medium">{copy.role}</dt>
          <dd>{copy.roles[user.role]}</dd>
        </dl>
      </section>
      <OwnPasswordForm environmentOwner={user.email.toLowerCase() === environmentEmail} />
    </section>
  );
}
