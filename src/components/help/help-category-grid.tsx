import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { HELP_SEARCH_PATH } from "@/config/routes";
import { helpArticleFacts, type HelpCategory } from "@/content/help";

/** Category cards; each opens the search results for its topic (no script needed). */
export function HelpCategoryGrid({ categories }: { categories: readonly HelpCategory[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((category) => (
        <li
          key={category.id}
          className="group relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-ring"
        >
          <div className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name={category.icon} className="size-6" />
          </div>
          <h3 className="text-lg font-semibold">
            <Link
              href={`${HELP_SEARCH_PATH}?q=${encodeURIComponent(category.query)}`}
              className="group-focus-within:text-primary group-hover:text-primary after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {category.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
            {category.description}
          </p>
          <p className="mt-5 flex items-center justify-between text-sm font-semibold">
            <span>{helpArticleFacts.articleCount(category.articleCount)}</span>
            <Icon
              name="arrowRight"
              className="size-4 text-primary transition-transform group-hover:translate-x-1"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
