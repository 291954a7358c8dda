import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { SupportChannel } from "@/content/support";

function ChannelAction({ channel }: { channel: SupportChannel }) {
  // A button never wraps (buttonClasses has whitespace-nowrap): nor does a phone number in one.
  const className = buttonClasses({ variant: "secondary", size: "sm", className: "w-full" });
  const content = (
    <>
      <BidiText text={channel.action.label} />
      <span className="sr-only"> ({channel.title})</span>
      <Icon name="arrowRight" />
    </>
  );
  // tel:, mailto: and in-page anchors are plain links; site pages use the router.
  return channel.action.href.startsWith("/") ? (
    <Link href={channel.action.href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={channel.action.href} className={className}>
      {content}
    </a>
  );
}

/** The four ways to reach support, each with its availability and a real action. */
export function SupportChannelGrid({ channels }: { channels: readonly SupportChannel[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map((channel) => (
        <li
          key={channel.id}
          className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/50"
        >
          <div className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-cyan-600 to-violet-700 text-white shadow-md">
            <Icon name={channel.icon} className="size-6" />
          </div>
          <h3 className="text-lg font-semibold">{channel.title}</h3>
          <p className="mt-1 text-sm font-semibold text-primary">{channel.availability}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            <BidiText text={channel.description} />
          </p>
          {channel.note ? (
            <p className="mt-3 rounded-lg bg-surface p-3 text-xs leading-relaxed text-muted-foreground ring-1 ring-border">
              {channel.note}
            </p>
          ) : null}
          <div className="mt-auto pt-6">
            <ChannelAction channel={channel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
