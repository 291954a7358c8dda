import { clsx } from "clsx";

import { portraitPath } from "@/lib/portraits";

/**
 * A person's illustrated portrait (a static SVG file, see src/lib/portraits.ts). It always sits
 * next to the person's visible name, so it is decorative: empty alt, nothing read twice.
 * clsx rather than cn: the testimonial carousel (a client component) renders it.
 */
export function Portrait({
  name,
  size,
  className,
}: {
  name: string;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small static SVG: nothing for next/image to optimise
    <img
      src={portraitPath(name)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={clsx("shrink-0 rounded-full bg-muted ring-1 ring-border", className)}
    />
  );
}
