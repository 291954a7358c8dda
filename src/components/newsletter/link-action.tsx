import { Hero } from "@/components/sections/hero";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { PageHero } from "@/content/types";

interface Outcome {
  title: string;
  message: string;
}

/**
 * A page reached from a newsletter email: `?t=` (the link's token) shows the one button that acts
 * on it, `?status=` (where the action redirects) shows that outcome, and anything else is the
 * "invalid" outcome. A plain form: no JavaScript needed.
 */
export async function NewsletterLinkPage<Status extends string>({
  searchParams,
  copy,
  act,
  back,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  copy: {
    hero: PageHero;
    button: string;
    outcomes: Record<Status | "invalid", Outcome>;
  };
  act: (token: string, form: FormData) => Promise<void>;
  back: { label: string; href: string };
}) {
  const { t: token, status } = await searchParams;
  const outcome =
    typeof status === "string" && Object.hasOwn(copy.outcomes, status)
      ? copy.outcomes[status as Status]
      : typeof token === "string"
        ? null
        : copy.outcomes.invalid;
  return (
    <>
      <Hero hero={copy.hero} size="md" />
      <LinkAction
        outcome={outcome}
        action={typeof token === "string" ? act.bind(null, token) : null}
        button={copy.button}
        back={back}
      />
    </>
  );
}

/** The outcome of a press, or the button. */
function LinkAction({
  outcome,
  action,
  button,
  back,
}: {
  outcome: Outcome | null;
  action: ((form: FormData) => Promise<void>) | null;
  button: string;
  back: { label: string; href: string };
}) {
  return (
    <section className="pb-16 sm:pb-24">
      <div className="container-page mx-auto max-w-xl text-center">
        {outcome ? (
          <div role="status" className="rounded-2xl border border-border bg-card p-6 text-start">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <Icon name="check" className="size-5 text-primary" />
              {outcome.title}
            </p>
            <p className="mt-2 text-sm">{outcome.message}</p>
          </div>
        ) : action ? (
          <form action={action}>
            <button type="submit" className={buttonClasses({ size: "lg" })}>
              {button}
            </button>
          </form>
        ) : null}
        <p className="mt-8">
          <Link
            href={back.href}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {back.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
