import { Hero } from "@/components/sections/hero";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { PageHero } from "@/content/types";

interface Outcome {
  title: string;
  message: string;
}

/**
 * A page reached from a newsletter email: `?t=` (the link's token) shows the one button that acts
 * on it, `?status=` (where the action redirects) shows that outcome, and anything else is the
 * "invalid" outcome. An outcome is the page's heading and text, in place of the request (the
 * confirmed page no longer asks to confirm). A plain form: no JavaScript needed.
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
  const hero = outcome
    ? { eyebrow: copy.hero.eyebrow, title: outcome.title, description: outcome.message }
    : copy.hero;
  return (
    <>
      <Hero hero={hero} size="md" />
      <LinkAction
        action={!outcome && typeof token === "string" ? act.bind(null, token) : null}
        button={copy.button}
        back={back}
      />
    </>
  );
}

/** The button that acts on the link, and the way back. */
function LinkAction({
  action,
  button,
  back,
}: {
  action: ((form: FormData) => Promise<void>) | null;
  button: string;
  back: { label: string; href: string };
}) {
  return (
    <section className="pb-16 sm:pb-24">
      <div className="container-page mx-auto max-w-xl text-center">
        {action ? (
          <form action={action} className="mb-8">
            <button type="submit" className={buttonClasses({ size: "lg" })}>
              {button}
            </button>
          </form>
        ) : null}
        <p>
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
