import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

interface HelpArticleMetaProps {
  readTime: number;
  /** YYYY-MM-DD: when the article last changed. */
  updated: string;
  className?: string;
}

/** "5 min read · Last updated Nov 12, 2026" */
export function HelpArticleMeta({ readTime, updated, className }: HelpArticleMetaProps) {
  const locale = getLocale();
  const { helpArticleFacts } = copy("help");
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      <li className="flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {helpArticleFacts.readTime(readTime)}
      </li>
      <li className="flex items-center gap-1.5">
        <Icon name="calendar" className="size-4" />
        <span>
          {helpArticleFacts.lastUpdated}{" "}
          <time dateTime={updated}>{formatDate(updated, locale)}</time>
        </span>
      </li>
    </ul>
  );
}
