import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { categoryStyle, type PostSummary } from "@/content/blog-meta";
import { blogListCopy } from "@/content/blog-page";
import { cn } from "@/lib/cn";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Author, date and reading time of a post. */
export function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3 text-sm", className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-cyan-700 to-violet-800 text-xs font-bold text-white"
      >
        {initials(post.author)}
      </span>
      <div>
        <p className="font-medium text-foreground">{post.author}</p>
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
export function CategoryLabel({ post }: { post: PostSummary }) {
  return (
    <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
  );
}

/** The decorative panel of a card: the category's gradient and icon. */
function CardArt({ post, large }: { post: PostSummary; large?: boolean }) {
  const style = categoryStyle(post.category);
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative isolate flex items-center justify-center overflow-hidden bg-gradient-to-br",
        style.gradient,
        large ? "min-h-56 lg:min-h-full" : "h-36",
      )}
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.16)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:18px_18px]" />
      <div className="absolute -top-10 -right-10 -z-10 size-40 rounded-full bg-white/10 blur-2xl" />
      <div className="absolute -bottom-12 -left-8 -z-10 size-44 rounded-full bg-black/20 blur-2xl" />
      <span
        className={cn(
          "inline-flex items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/25 backdrop-blur-sm",
          large ? "size-28" : "size-16",
        )}
      >
        <Icon name={style.icon} className={cn("text-white", large ? "size-14" : "size-8")} />
      </span>
    </div>
  );
}

interface PostCardProps {
  post: PostSummary;
  variant?: "default" | "featured";
  className?: string;
}

/** A post in a list: the whole card is clickable through its title link. */
export function PostCard({ post, variant = "default", className }: PostCardProps) {
  const featured = variant === "featured";
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
              className="size-4 transition-transform group-hover:translate-x-1"
            />
          </p>
        ) : null}
      </div>
    </article>
  );
}
