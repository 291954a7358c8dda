import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { CtaBanner as CtaBannerData } from "@/content/types";

/** A closing call to action on a deep gradient panel. */
export function CtaBanner({ cta, id = "cta" }: { cta: CtaBannerData; id?: string }) {
  return (
    // No top padding of its own after a plain section (whose bottom padding already spaces
    // it); after a tinted section, the usual padding.
    <section
      aria-labelledby={`${id}-heading`}
      className="pb-12 sm:pb-24 [.bg-surface+&]:pt-12 sm:[.bg-surface+&]:pt-24"
    >
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-cyan-800 via-sky-900 to-violet-900 px-6 py-10 text-center text-white shadow-xl sm:px-16 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-white/10 blur-3xl"
          />
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            <BidiText text={cta.title} />
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-white/90 sm:text-lg">
            <BidiText text={cta.description} />
          </p>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-3 sm:mt-8">
            <Link
              href={cta.primary.href}
              className={buttonClasses({ variant: "inverse", size: "lg" })}
            >
              {cta.primary.label}
              <Icon name="arrowRight" />
            </Link>
            {cta.secondary ? (
              <Link
                href={cta.secondary.href}
                className={buttonClasses({ variant: "outlineInverse", size: "lg" })}
              >
                {cta.secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
