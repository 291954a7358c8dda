import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";

/**
 * The brand mark and name, linking home. The header and the footer each draw one, so the mark's
 * gradient id names its place: one id per document.
 */
export function Logo({ place }: { place: "header" | "footer" }) {
  const gradient = `cw-logo-${place}`;
  return (
    <Link href="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0891b2" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M6 19c3-4 6-4 9 0s6 4 11-1M6 13.5c3-4 6-4 9 0s6 4 11-1"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span>{siteConfig.name}</span>
    </Link>
  );
}
