import { SocialIcon } from "@/components/layout/social-icon";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Portrait } from "@/components/ui/portrait";
import { scroller } from "@/components/ui/scroller";
import type { TeamMember } from "@/content/team";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

const socialNames = { linkedin: "LinkedIn", twitter: "X (Twitter)", github: "GitHub" } as const;

function Avatar({ member, size }: { member: TeamMember; size: "lg" | "md" }) {
  const pixels = size === "lg" ? 96 : 72;
  // On phones, where the cards scroll sideways, the portraits keep their former 80 and 56 px.
  const scale = size === "lg" ? "size-20 sm:size-24" : "size-14 sm:size-18";
  if (member.image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the image optimiser is off (next.config.ts)
      <img
        src={member.image}
        alt=""
        width={pixels}
        height={pixels}
        className={cn("shrink-0 rounded-full object-cover", scale)}
      />
    );
  }
  return <Portrait name={member.portrait} size={pixels} className={cn("shadow-md", scale)} />;
}

function SocialLinks({ member }: { member: TeamMember }) {
  const { sectionCopy } = copy("ui");
  const links = (Object.keys(socialNames) as (keyof typeof socialNames)[]).flatMap((id) => {
    const href = member.social[id];
    return href ? [{ id, href }] : [];
  });
  // Each link names the person and the network, so the list needs no name of its own.
  return (
    <ul className="flex gap-2">
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <SocialIcon id={link.id} />
            <span className="sr-only">
              {sectionCopy.team.socialLinkLabel(member.name, socialNames[link.id])}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Leadership cards: avatar, name, role, and (in full) the department each leads with its head
 * count, bio, expertise and social links; a row that scrolls sideways on phones (`label`: its
 * name).
 */
export function TeamGrid({
  members,
  label,
  variant = "full",
}: {
  members: readonly TeamMember[];
  label: string;
  variant?: "full" | "compact";
}) {
  const { sectionCopy } = copy("ui");
  if (variant === "compact") {
    const row = scroller(label, "sm");
    return (
      <ul
        {...row.list}
        className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-5", row.list.className)}
      >
        {members.map((member) => (
          <li key={member.portrait} className={cn(row.item, "max-sm:w-[min(55vw,13rem)]")}>
            <Card className="flex h-full flex-col items-center p-6 text-center">
              <Avatar member={member} size="md" />
              <h3 className="mt-4 font-semibold">{member.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{member.roleTitle}</p>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  const row = scroller(label);
  return (
    // Three to a row on wide screens, on a six-column grid so that a last row of two sits
    // centred (five leaders: 3 + 2) instead of leaving a hole on the right.
    <ul
      {...row.list}
      className={cn(
        "grid gap-6 md:grid-cols-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(3n+1):nth-last-child(2)]:col-start-2",
        row.list.className,
      )}
    >
      {members.map((member) => (
        <li key={member.portrait} className={row.item}>
          <Card className="flex h-full flex-col p-5 sm:p-8">
            {/*
              As tall as the portrait, so every bio starts on the same line; the title keeps two
              lines, so a title that wraps ("CEO and Co-founder") does not lift its card's name
              above its neighbours'.
            */}
            <div className="flex min-h-[5.75rem] items-center gap-4 sm:min-h-[6.5rem] sm:gap-5">
              <Avatar member={member} size="lg" />
              <div>
                <h3 className="text-xl font-semibold">{member.name}</h3>
                <p className="mt-1 min-h-[2lh] text-sm font-semibold text-primary">{member.role}</p>
              </div>
            </div>
            <p className="mt-4 text-sm font-medium">{member.leads}</p>
            <p className="mt-6 flex-1 leading-relaxed text-muted-foreground">{member.bio}</p>
            <h4 className="mt-6 text-sm font-semibold">{sectionCopy.team.expertise}</h4>
            <ul className="mt-3 space-y-2 text-sm">
              {member.expertise.map((skill) => (
                <li key={skill} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{skill}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 border-t border-border pt-6">
              <SocialLinks member={member} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
