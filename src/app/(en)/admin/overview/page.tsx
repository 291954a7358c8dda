import { SourcesChart, WeeklyChart } from "@/components/admin/charts";
import { InboxHeader } from "@/components/admin/inbox-header";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { workflowCopy } from "@/content/admin-workflow";
import { adminAccess } from "@/lib/admin/auth";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { topLeadSources, weeklySubmissions } from "@/lib/db/overview";

export const dynamic = "force-dynamic";

const copy = workflowCopy.overview;

/** The numbers a marketing team asks for first, as charts drawn on the server. */
export default async function OverviewPage() {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const loaded = await Promise.all([weeklySubmissions(), topLeadSources()]).catch(
    (error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error("[admin] overview query failed:", error);
      return null;
    },
  );

  return (
    <section>
      <InboxHeader user={access.user} current="overview" title={copy.title} />
      <p className="mb-6 text-sm text-muted-foreground">{copy.intro}</p>
      {loaded ? (
        <div className="grid gap-8 xl:grid-cols-2">
          <section
            aria-labelledby="overview-weekly"
            className="min-w-0 rounded-lg border border-border p-4"
          >
            <h2 id="overview-weekly" className="mb-3 text-lg font-semibold">
              {copy.weekly}
            </h2>
            <WeeklyChart weeks={loaded[0]} />
          </section>
          <section
            aria-labelledby="overview-sources"
            className="min-w-0 rounded-lg border border-border p-4"
          >
            <h2 id="overview-sources" className="mb-1 text-lg font-semibold">
              {copy.sources}
            </h2>
            <p className="mb-3 text-sm text-muted-foreground">{copy.sourcesIntro}</p>
            <SourcesChart sources={loaded[1]} />
          </section>
        </div>
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
