import { Island } from "@/components/islands/island";
import { getLocale } from "@/lib/i18n/request";

import { modelsCopy } from "./models-copy";
import { ModelsLoader } from "./models-loader";
import { ModelsView } from "./models-view";

/**
 * The models list, for every visitor. A browser that runs scripts shows the loader (its
 * "Loading AI models..." state from the first paint, then the list); one that does not
 * shows the list from the HTML, where Try Now links to the demo request page instead of
 * showing a toast. The choice is a CSS media query (`scripting`), so the list never flashes
 * before the loading state and no script decides it.
 */
export function ModelsList() {
  const { copy, noScriptTryHref } = modelsCopy(getLocale());
  return (
    <>
      <div className="noscript:hidden">
        <Island name="models-loader" component={ModelsLoader} props={{ copy }} />
      </div>
      <div className="hidden noscript:block">
        <ModelsView
          state={{ status: "ready", models: copy.models }}
          copy={copy}
          tryHref={noScriptTryHref}
        />
      </div>
    </>
  );
}
