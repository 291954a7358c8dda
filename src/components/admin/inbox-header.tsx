import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { adminChatCopy } from "@/content/admin-chat";
import { logout } from "@/lib/admin/actions";
import type { AdminUser } from "@/lib/admin/auth";
import { ADMIN_SECTIONS, type AdminSection } from "@/lib/admin/sections";
import { teamUnreadTotal } from "@/lib/chat/store";
import { cn } from "@/lib/cn";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import type { InboxTable } from "@/lib/db/queries";

const tabClasses = (current: boolean) =>
  cn(
    "rounded-lg border border-border px-3 py-1.5 text-sm",
    current && "bg-primary text-primary-foreground",
  );

/** The chat's unread messages for the navigation's badge; none when the database is away. */
async function chatUnread(): Promise<number> {
  try {
    return await teamUnreadTotal();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return 0;
  }
}

/**
 * The inbox's heading, who is signed in (with their account page and sign-out), and its
 * navigation: the overview, the chat (with its unread count), the tables, people, the Outbox,
 * and for owners the audit trail and the accounts.
 */
export async function InboxHeader({
  user,
  current,
  title = adminCopy.title,
}: {
  user: AdminUser;
  current: InboxTable | AdminSection;
  title?: string;
}) {
  const sections = ADMIN_SECTIONS.filter(
    (section) => section.key !== "account" && (!section.ownerOnly || user.role === "owner"),
  );
  const unread = await chatUnread();
  const before = sections.filter((section) => section.beforeTables);
  const after = sections.filter((section) => !section.beforeTables);
  const sectionLink = (section: (typeof ADMIN_SECTIONS)[number]) => (
    <Link
      key={section.key}
      href={section.href}
      aria-current={section.key === current ? "page" : undefined}
      className={tabClasses(section.key === current)}
    >
      {adminCopy.sections[section.key]}
      {section.key === "chat" && unread > 0 ? (
        <span
          data-chat-unread={unread}
          className="ms-2 inline-block rounded-full bg-foreground px-2 text-xs font-semibold text-background"
        >
          <span className="sr-only">, </span>
          {adminChatCopy.navUnread(unread)}
        </span>
      ) : null}
    </Link>
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <span className="text-muted-foreground">
            {adminCopy.signedInAs(user.name, user.email)}
          </span>
          <Link
            href="/admin/account"
            aria-current={current === "account" ? "page" : undefined}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {adminCopy.sections.account}
          </Link>
          <form action={logout}>
            <button
              type="submit"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {adminCopy.logout}
            </button>
          </form>
        </div>
      </div>
      <nav aria-label={adminCopy.tablesNavLabel} className="mt-6 mb-6 flex flex-wrap gap-2">
        {before.map(sectionLink)}
        {Object.entries(adminCopy.tabs).map(([key, label]) => (
          <Link
            key={key}
            href={`/admin?tab=${key}`}
            aria-current={key === current ? "page" : undefined}
            className={tabClasses(key === current)}
          >
            {label}
          </Link>
        ))}
        {after.map(sectionLink)}
      </nav>
    </>
  );
}
