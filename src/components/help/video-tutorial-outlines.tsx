import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import {
  videoMeta,
  videoOutlineId,
  type VideoTutorial,
  type VideoTutorialsCopy,
} from "@/content/help";
import { helpArticlePath } from "@/lib/collections/help";

import { TutorialOutline } from "./tutorial-outline";

interface VideoTutorialOutlinesProps {
  videos: readonly VideoTutorial[];
  copy: VideoTutorialsCopy;
  /** Where an outline's back link leads (the tutorials section). */
  backHref: string;
}

/**
 * Each tutorial's outline as HTML, shown only while it is the URL's target (`#tutorial-...`):
 * where Watch leads without JavaScript and before hydration. Hidden otherwise, so the page
 * looks as it does with the dialog.
 */
export function VideoTutorialOutlines({ videos, copy, backHref }: VideoTutorialOutlinesProps) {
  return (
    <div className="container-page">
      {videos.map((video) => (
        <article
          key={video.id}
          id={videoOutlineId(video.id)}
          aria-labelledby={`${videoOutlineId(video.id)}-title`}
          className="mx-auto mb-16 hidden max-w-2xl rounded-2xl border border-border bg-card p-6 shadow-sm target:block sm:mb-24 sm:p-8"
        >
          <TutorialOutline
            title={video.title}
            summary={video.summary}
            meta={videoMeta(video)}
            steps={video.steps}
            copy={copy}
            level={3}
            titleId={`${videoOutlineId(video.id)}-title`}
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              href={helpArticlePath(video.articleSlug)}
              className={buttonClasses({ size: "md" })}
            >
              {copy.articleLabel}
              <Icon name="arrowRight" />
            </Link>
            <a href={backHref} className={buttonClasses({ variant: "secondary", size: "md" })}>
              {copy.backLabel}
            </a>
          </div>
        </article>
      ))}
    </div>
  );
}
