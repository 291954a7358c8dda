import { cn } from "@/lib/cn";

/**
 * A study's three measured numbers, each with what it counts: a description list (label first in
 * the markup, drawn under its number). The number is isolated and takes its own direction.
 */
export function OutcomeBand({
  outcomes,
  size = "lg",
  className,
}: {
  outcomes: readonly { value: string; label: string }[];
  size?: "lg" | "sm";
  className?: string;
}) {
  return (
    <dl
      className={cn(
        "grid divide-border",
        size === "lg"
          ? "gap-6 sm:grid-cols-3 sm:gap-0 sm:divide-x sm:rtl:divide-x-reverse"
          : outcomes.length === 1
            ? ""
            : "grid-cols-3 gap-4",
        className,
      )}
    >
      {outcomes.map((outcome) => (
        <div
          key={outcome.label}
          className={cn("flex flex-col-reverse justify-end", size === "lg" && "sm:px-8")}
        >
          <dt
            className={cn(
              "mt-2 text-pretty text-muted-foreground",
              size === "lg" ? "text-sm sm:text-base" : "text-xs",
            )}
          >
            {outcome.label}
          </dt>
          <dd
            dir="auto"
            className={cn(
              "font-bold tracking-tight text-primary tabular-nums",
              size === "lg" ? "text-4xl sm:text-5xl" : "text-xl whitespace-nowrap sm:text-2xl",
            )}
          >
            <bdi>{outcome.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
