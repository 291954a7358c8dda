import { Link } from "@/components/ui/link";
import type { Cta } from "@/content/types";

/** The closing links of an account page: a prompt with its link, and a secondary link. */
export function AccountLinks({
  prompt,
  secondary,
}: {
  prompt: { text: string; link: Cta };
  secondary: Cta;
}) {
  return (
    <div className="mt-8 space-y-3 border-t border-border pt-6 text-center text-sm">
      <p className="text-muted-foreground">
        {prompt.text}{" "}
        <Link
          href={prompt.link.href}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {prompt.link.label}
        </Link>
      </p>
      <p>
        <Link
          href={secondary.href}
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {secondary.label}
        </Link>
      </p>
    </div>
  );
}
