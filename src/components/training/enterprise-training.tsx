import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { copy } from "@/lib/i18n/copy";

/** Enterprise training: a panel with what is included and the way to /contact. */
export function EnterpriseTraining() {
  const { enterpriseTraining } = copy("training");
  return (
    <section id="enterprise" aria-labelledby="enterprise-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="grid gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-cyan-800 via-sky-900 to-violet-900 p-8 text-white shadow-xl sm:p-12 lg:grid-cols-2 lg:items-center">
          <div>
            <div className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Icon name="building" className="size-6" />
            </div>
            <h2
              id="enterprise-heading"
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {enterpriseTraining.title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-white/90">
              {enterpriseTraining.description}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                href={enterpriseTraining.primary.href}
                className={buttonClasses({ variant: "inverse", size: "lg" })}
              >
                {enterpriseTraining.primary.label}
                <Icon name="arrowRight" />
              </Link>
              <Link
                href={enterpriseTraining.secondary.href}
                className={buttonClasses({ variant: "outlineInverse", size: "lg" })}
              >
                {enterpriseTraining.secondary.label}
              </Link>
            </div>
          </div>
          <ul className="space-y-4 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 sm:p-8">
            {enterpriseTraining.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
