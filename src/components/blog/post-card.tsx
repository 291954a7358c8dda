import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { Portrait } from "@/components/ui/portrait";
import { coverPath, coverSize, type PostSummary } from "@/content/blog-meta";
import { cn } from "@/lib/cn";
import { copyIn } from "@/lib/i18n/copy";

/** Author, date and reading time of a post. */
function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3 text-sm", className)}>
      <Portrait name={post.author} size={40} />
      <div>
        <p className="font-medium text-foreground">{post.authorName}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readTime}</span>
        </p>
      </div>
    </div>
  );
}

/** The category as a small label. */
function CategoryLabel({ post }: { post: PostSummary }) {
  return (
    <p className="text-xs font-semibold tracking-wide text-primary uppercase">
      {post.categoryName}
    </p>
  );
}

/**
 * The post's cover (a static SVG drawn from the post, see cover-art.ts): decorative, since the
 * card's heading says the title; a fixed 1200 × 630 box, so nothing moves as it loads.
 */
function CardArt({ post, large }: { post: PostSummary; large?: boolean }) {
  const cover = (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise
    <img
      src={coverPath(post.slug, post.locale)}
      alt=""
      width={coverSize.width}
      height={coverSize.height}
      // The featured cover is in the first view (it is the page's largest paint): not lazy.
      loading={large ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-[1200/630] w-full bg-muted", large && "lg:rounded-xl")}
    />
  );
  // The featured card's half is taller than the cover: the cover sits in it, inset and whole.
  return large ? <div className="lg:self-center lg:p-6 lg:pe-0">{cover}</div> : cover;
}

interface PostCardProps {
  post: PostSummary;
  variant?: "default" | "featured";
  className?: string;
}

/** A post in a list: the whole card is clickable through its title link. */
export function PostCard({ post, variant = "default", className }: PostCardProps) {
  const featured = variant === "featured";
  const { blogListCopy } = copyIn(post.locale, "blog-page");
  return (
    <article
      className={cn(
        "group relative flex h-full overflow-hidden rounded-2xl border border-border bg-card shadow-sm ring-offset-background transition-colors hover:border-primary/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2",
        featured ? "flex-col lg:grid lg:grid-cols-2" : "flex-col",
        className,
      )}
    >
      <CardArt post={post} large={featured} />
      <div className={cn("flex flex-1 flex-col", featured ? "p-6 sm:p-10" : "p-6")}>
        <div className="flex flex-wrap items-center gap-3">
          {featured ? (
            <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              {blogListCopy.featured}
            </span>
          ) : null}
          <CategoryLabel post={post} />
        </div>
        <h3
          className={cn(
            "mt-3 font-bold tracking-tight text-balance",
            featured ? "text-2xl sm:text-3xl" : "text-lg",
          )}
        >
          <Link
            href={post.href}
            className="rounded-sm group-hover:text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p
          className={cn(
            "mt-3 text-pretty text-muted-foreground",
            featured ? "text-base sm:text-lg" : "line-clamp-3 text-sm",
          )}
        >
          {post.excerpt}
        </p>
        <PostMeta post={post} className="mt-auto pt-5" />
        {featured ? (
          <p
            aria-hidden="true"
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary"
          >
            {blogListCopy.readArticle}
            <Icon
              name="arrowRight"
              className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
            />
          </p>
        ) : null}
      </div>
    </article>
  );
}
