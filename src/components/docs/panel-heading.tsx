import { BidiText } from "@/components/ui/bidi-text";

/** The heading (h2) and lead text at the top of an /api tab panel. */
export function PanelHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-8 max-w-3xl">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
      <p className="mt-3 text-lg text-pretty text-muted-foreground">
        <BidiText text={description} />
      </p>
    </div>
  );
}
