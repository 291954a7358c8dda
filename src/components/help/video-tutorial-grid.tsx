import { Icon } from "@/components/ui/icon";
import {
  formatViews,
  helpCategory,
  videoMeta,
  videoOutlineId,
  type VideoTutorial,
  type VideoTutorialsCopy,
} from "@/content/help";
import { cn } from "@/lib/cn";
import { helpArticlePath } from "@/lib/collections/help";

import { VideoTutorialDialog, type VideoTutorialCopy } from "./video-tutorial-dialog";

interface VideoTutorialGridProps {
  videos: readonly VideoTutorial[];
  copy: VideoTutorialsCopy;
}

/**
 * Tutorial cards; "Watch" opens the tutorial's outline (there is no video file yet): in a
 * dialog once the page is hydrated, and before that (or without JavaScript) by following a
 * link to the outline below the section (VideoTutorialOutlines).
 */
export function VideoTutorialGrid({ videos, copy }: VideoTutorialGridProps) {
  // What the client dialog receives: plain strings only.
  const dialogCopy = {
    watchLabel: copy.watchLabel,
    outlineNote: copy.outlineNote,
    outlineHeading: copy.outlineHeading,
    articleLabel: copy.articleLabel,
    closeLabel: copy.closeLabel,
    closeTutorialLabel: copy.closeTutorialLabel,
  } satisfies VideoTutorialCopy;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {videos.map((video) => {
        const { title: category, gradient } = helpCategory(video.category);
        return (
          <li
            key={video.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
          >
            <div
              aria-hidden="true"
              className={cn(
                "relative flex aspect-video items-center justify-center bg-gradient-to-br text-white",
                gradient,
              )}
            >
              <Icon name="playCircle" className="size-14 opacity-90" />
              <span className="absolute right-3 bottom-3 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold tabular-nums">
                {video.duration}
              </span>
            </div>
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                {category}
              </p>
              <h3 className="mt-1 font-semibold text-balance">{video.title}</h3>
              <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <span className="flex items-center gap-1">
                  <Icon name="clock" className="size-4" />
                  <span className="sr-only">{copy.durationLabel} </span>
                  {video.duration}
                </span>
                <span className="flex items-center gap-1">
                  <Icon name="eye" className="size-4" />
                  {copy.views(formatViews(video.views))}
                </span>
              </p>
              <div className="mt-auto pt-5">
                <VideoTutorialDialog
                  title={video.title}
                  summary={video.summary}
                  meta={videoMeta(video)}
                  steps={video.steps}
                  articleHref={helpArticlePath(video.articleSlug)}
                  outlineHref={`#${videoOutlineId(video.id)}`}
                  copy={dialogCopy}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
