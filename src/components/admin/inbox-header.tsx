import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { logout } from "@/lib/admin/actions";
import { cn } from "@/lib/cn";
import type { InboxTable } from "@/lib/db/queries";

const tabClasses = (current: boolean) =>
  cn(
    "rounded-lg border border-border px-3 py-1.5 text-sm",
    current && "bg-primary text-primary-foreground",
  );

/** The inbox's heading, sign-out button and navigation: the tables, then the Outbox. */
export function InboxHeader({
  current,
  title = adminCopy.title,
}: {
  current: InboxTable | "outbox";
  title?: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <form action={logout}>
          <button
            type="submit"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {adminCopy.logout}
          </button>
        </form>
      </div>
      <nav aria-label={adminCopy.tablesNavLabel} className="mt-6 mb-6 flex flex-wrap gap-2">
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
        <Link
          href="/admin/outbox"
          aria-current={current === "outbox" ? "page" : undefined}
          className={tabClasses(current === "outbox")}
        >
          {adminCopy.outboxTab}
        </Link>
      </nav>
    </>
  );
}
