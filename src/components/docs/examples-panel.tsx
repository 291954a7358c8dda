import { CodeBlock } from "@/components/docs/code-block";
import { PanelHeading } from "@/components/docs/panel-heading";
import * as ar from "@/content/ar/docs/api-reference";
import * as en from "@/content/docs/api-reference";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

/** /api, Examples tab: the same request in cURL, JavaScript and Python. */
export function ExamplesPanel() {
  const { examplesCopy } = pick(getLocale(), { en, ar });
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
