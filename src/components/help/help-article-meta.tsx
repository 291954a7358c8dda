import { Icon } from "@/components/ui/icon";
import { helpArticleFacts } from "@/content/help";
import { cn } from "@/lib/cn";

interface HelpArticleMetaProps {
  readTime: number;
  rating: number;
  views: number;
  className?: string;
}

/** "5 min read · ★ 4.8 · 15,420 views" */
export function HelpArticleMeta({ readTime, rating, views, className }: HelpArticleMetaProps) {
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
        <Icon name="star" className="size-4 fill-amber-400 text-amber-400" />
        <span>
          {rating.toFixed(1)}
          <span className="sr-only">{helpArticleFacts.ratingSuffix}</span>
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <Icon name="eye" className="size-4" />
        {helpArticleFacts.views(views)}
      </li>
    </ul>
  );
}
