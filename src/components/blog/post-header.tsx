import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { Portrait } from "@/components/ui/portrait";
import { categoryHref, coverPath, coverSize, type PostSummary } from "@/content/blog-meta";
import { copyIn } from "@/lib/i18n/copy";

/** The top of a post: back link, category, title (the page's h1), excerpt and byline. */
export function PostHeader({ post }: { post: PostSummary }) {
  const { blogPostCopy } = copyIn(post.locale, "blog-page");
  return (
    <header className="relative isolate overflow-hidden pt-28 pb-10 sm:pt-36 sm:pb-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_20%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(40rem_25rem_at_90%_0%,var(--hero-glow-2),transparent_60%)]"
      />
      <div className="container-page max-w-3xl">
        <Link
          href="/blog"
          className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Icon name="arrowRight" className="size-4 rotate-180" />
          {blogPostCopy.back}
        </Link>
        <p className="mt-8">
          <Link
            href={categoryHref(post.categorySlug)}
            className="inline-flex items-center rounded-full border border-border bg-accent-soft px-3 py-1 text-xs font-semibold text-foreground hover:border-primary/60"
          >
            {post.categoryName}
          </Link>
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground sm:text-xl">{post.excerpt}</p>
        <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 border-t border-border pt-6 text-sm">
          {/* The portrait spans the label and the name, so the name sits on the same line as
              the other values. */}
          <div className="relative ps-12">
            <dt className="text-muted-foreground">{blogPostCopy.byline}</dt>
            <dd className="font-semibold">
              <Portrait name={post.author} size={40} className="absolute start-0 top-0" />
              {post.authorName}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{blogPostCopy.published}</dt>
            <dd className="font-semibold">
              <time dateTime={post.date}>{post.dateLabel}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{blogPostCopy.readingTime}</dt>
            <dd className="font-semibold">{post.readTime}</dd>
          </div>
        </dl>
        {/* The cover, also the post's social card: decorative (the h1 above says its title).
            Eager: a few kilobytes, and on wide screens it is in the first view. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise */}
        <img
          src={coverPath(post.slug, post.locale)}
          alt=""
          width={coverSize.width}
          height={coverSize.height}
          decoding="async"
          className="mt-10 aspect-[1200/630] w-full rounded-2xl border border-border bg-muted shadow-sm"
        />
      </div>
    </header>
  );
}
