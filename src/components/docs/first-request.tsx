import { CodeBlock } from "@/components/docs/code-block";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { CodeSample } from "@/content/docs/types";

/** The code sample of /docs: a heading, a short text, the sample and where to go next. */
export function FirstRequest({
  id,
  title,
  description,
  sample,
  links,
}: {
  id: string;
  title: string;
  description: string;
  sample: CodeSample;
  links: readonly { label: string; href: string }[];
}) {
  return (
    <div
      id={id}
      className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div>
        <h3 className="text-2xl font-semibold">{title}</h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          <BidiText text={description} />
        </p>
        <ul className="mt-6 space-y-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                {link.label}
                <Icon name="arrowRight" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CodeBlock sample={sample} />
    </div>
  );
}
