import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";

interface Outcome {
  title: string;
  message: string;
}

/**
 * The body of a page reached from a newsletter email: the outcome of a press (after the action's
 * redirect), or the one button that acts on the link's token. A plain form: no JavaScript needed.
 */
export function LinkAction({
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
          <div role="status" className="rounded-2xl border border-border bg-card p-6 text-left">
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
