import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { HelpCategoryPage } from "@/lib/collections/help";
import { copy } from "@/lib/i18n/copy";

/** Category cards, each a link to its category's page; the count is of the articles that exist. */
export function HelpCategoryGrid({
  categories,
  headingLevel = "h3",
}: {
  categories: readonly HelpCategoryPage[];
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const { helpArticleFacts } = copy("help");
  return (
    <ul
      className={
        categories.length === 4
          ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {categories.map((category) => (
        <li
          key={category.id}
          className="group relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-ring"
        >
          <div className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name={category.icon} className="size-6" />
          </div>
          <Heading className="text-lg font-semibold">
            <Link
              href={category.path}
              className="group-focus-within:text-primary group-hover:text-primary after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {category.title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
            {category.description}
          </p>
          <p className="mt-5 flex items-center justify-between text-sm font-semibold">
            <span>{helpArticleFacts.articleCount(category.articles.length)}</span>
            <Icon
              name="arrowRight"
              className="size-4 text-primary transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
