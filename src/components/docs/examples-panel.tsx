import { CodeBlock } from "@/components/docs/code-block";
import { PanelHeading } from "@/components/docs/panel-heading";
import { copy } from "@/lib/i18n/copy";

/** /api, Examples tab: the same request in cURL, JavaScript and Python. */
export function ExamplesPanel() {
  const { examplesCopy } = copy("docs/api-reference");
  return (
    <>
      <PanelHeading title={examplesCopy.title} description={examplesCopy.description} />
      <div className="grid gap-6">
        {examplesCopy.samples.map((sample) => (
          <div key={sample.label} className="min-w-0">
            <h3 className="mb-3 text-lg font-semibold">{sample.label}</h3>
            <CodeBlock sample={sample} />
          </div>
        ))}
      </div>
    </>
  );
}
