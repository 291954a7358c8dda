import { BidiText } from "@/components/ui/bidi-text";
import { Link } from "@/components/ui/link";
import { sdkPath } from "@/content/docs/sdks";
import type { SdkGuide } from "@/content/docs/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/** The side column of an SDK page: facts, the steps on the page and the other SDKs. */
export function SdkSidebar({ sdk, sdks }: { sdk: SdkGuide; sdks: readonly SdkGuide[] }) {
  const c = copy("docs/sdk-page").sdkPageCopy;
  const steps = Object.values(c.steps);
  return (
    <div className="space-y-6 text-sm lg:sticky lg:top-24">
      <dl className="space-y-3 rounded-2xl border border-border bg-card p-5">
        <div>
          <dt className="font-semibold">{c.packageLabel}</dt>
          <dd className="mt-1 font-mono text-xs break-all text-muted-foreground">
            <span dir="ltr">{sdk.packageName}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{c.requirementsLabel}</dt>
          <dd className="mt-1 text-muted-foreground">
            <BidiText text={sdk.requirements} />
          </dd>
        </div>
      </dl>
      <nav aria-label={c.onThisPage} className="hidden lg:block">
        <p className="mb-2 font-semibold">{c.onThisPage}</p>
        <ol className="space-y-1 border-s border-border">
          {steps.map((step) => (
            <li key={step.id}>
              <a
                href={`#${step.id}`}
                className="-ms-px block border-s border-transparent py-1 ps-4 text-muted-foreground hover:border-primary hover:text-foreground"
              >
                {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <nav aria-label={c.nextSteps.otherSdksLabel}>
        <p className="mb-2 font-semibold">{c.nextSteps.otherSdksLabel}</p>
        <ul className="flex flex-wrap gap-2">
          {sdks.map((other) => (
            <li key={other.id}>
              <Link
                href={sdkPath(other.id)}
                aria-current={other.id === sdk.id ? "page" : undefined}
                className={cn(
                  "inline-flex rounded-full border border-border px-3 py-1 font-medium hover:border-primary",
                  other.id === sdk.id
                    ? "bg-primary text-primary-foreground"
                    : "bg-card text-foreground",
                )}
              >
                {other.name}
                <span className="sr-only">{c.nextSteps.sdkLinkSuffix}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
