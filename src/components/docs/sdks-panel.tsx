import { CodeBlock } from "@/components/docs/code-block";
import { PanelHeading } from "@/components/docs/panel-heading";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { sdkPath } from "@/content/docs/sdks";
import type { SdkGuide } from "@/content/docs/types";
import { copy } from "@/lib/i18n/copy";

/** /api, SDKs tab: one card per language with its install command and its guide. */
export function SdksPanel({ sdks }: { sdks: readonly SdkGuide[] }) {
  const { sdksCopy } = copy("docs/api-reference");
  return (
    <>
      <PanelHeading title={sdksCopy.title} description={sdksCopy.description} />
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {sdks.map((sdk) => (
          <li
            key={sdk.id}
            className="flex min-w-0 flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <div className="mb-3 flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
                <Icon name="code" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{sdk.name}</h3>
            </div>
            <p className="mb-4 text-sm leading-relaxed text-muted-foreground">{sdk.summary}</p>
            <CodeBlock sample={sdk.install} copyLabel={sdksCopy.installLabel(sdk.name)} wrap />
            <Link
              href={sdkPath(sdk.id)}
              className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary hover:underline"
            >
              {sdksCopy.linkLabel(sdk.name)}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
