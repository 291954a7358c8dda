import { CodeBlock } from "@/components/docs/code-block";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { scroller } from "@/components/ui/scroller";
import type { DocsTopic } from "@/content/docs/types";
import { cn } from "@/lib/cn";

/**
 * The topics of a /docs section (guides, configuration), each an anchor the cards link to: two
 * columns from lg up, a row that scrolls sideways below it (`label`: its name).
 */
export function DocsTopics({ topics, label }: { topics: readonly DocsTopic[]; label: string }) {
  const row = scroller(label, "lg");
  return (
    <ul
      {...row.list}
      className={cn("grid gap-6 lg:grid-cols-2", row.list.className, "max-lg:pt-1")}
    >
      {topics.map((topic) => (
        <li key={topic.id} className={cn("flex", row.item)}>
          <article
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="flex min-w-0 flex-1 flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
          >
            <div className="mb-4 flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
                <Icon name={topic.icon} className="size-5" />
              </span>
              <h3 id={`${topic.id}-title`} className="text-xl font-semibold">
                {topic.title}
              </h3>
            </div>
            {topic.body.map((paragraph) => (
              <p key={paragraph} className="mb-4 leading-relaxed text-muted-foreground">
                <BidiText text={paragraph} />
              </p>
            ))}
            {topic.points ? (
              <ul className="mb-4 space-y-2 text-sm">
                {topic.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {topic.sample ? <CodeBlock sample={topic.sample} className="mt-auto" /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
