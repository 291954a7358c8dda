"use client";

import * as React from "react";

import { Toaster, useToast } from "@/components/ui/toast";
import { loadModels } from "@/content/ai/load-models";
import { aiModels, modelsMessages, type AiModel } from "@/content/ai/models-data";

import { ModelsView, type ModelsState } from "./models-view";

/**
 * Loads the models through the async loader and shows them; Try Now opens a polite toast.
 * Its server HTML is the loading state, which only scripting browsers see (see ModelsList).
 */
export function ModelsLoader() {
  const [state, setState] = React.useState<ModelsState>({ status: "loading" });
  const { toast, show, dismiss } = useToast();

  React.useEffect(() => {
    let active = true;
    loadModels().then(
      (models) => active && setState({ status: "ready", models }),
      () => active && setState({ status: "error" }),
    );
    return () => {
      active = false;
    };
  }, []);

  const tryModel = React.useCallback(
    (model: AiModel) =>
      show({ text: modelsMessages.launching(model.name), action: modelsMessages.launchingAction }),
    [show],
  );

  return (
    <>
      <ModelsView
        state={state}
        placeholderCount={aiModels.length}
        onRetry={() => window.location.reload()}
        onTry={tryModel}
      />
      <Toaster toast={toast} onDismiss={dismiss} />
    </>
  );
}
