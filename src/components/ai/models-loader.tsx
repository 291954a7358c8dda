"use client";

import * as React from "react";

import { Toaster, useToast } from "@/components/ui/toast";
import { loadModels } from "@/content/ai/load-models";
import type { AiModel } from "@/content/ai/models-data";

import { ModelsView, type ModelsCopy, type ModelsState } from "./models-view";

/**
 * Loads the models through the async loader and shows them; Try Now opens a polite toast.
 * Its server HTML is the loading state, which only scripting browsers see (see ModelsList).
 * Its words come from the server parent, in the page's language.
 */
export function ModelsLoader({ copy }: { copy: ModelsCopy }) {
  const [state, setState] = React.useState<ModelsState>({ status: "loading" });
  const { toast, show, dismiss } = useToast();
  const { models, launching, launchingAction } = copy;

  React.useEffect(() => {
    let active = true;
    loadModels(models).then(
      (loaded) => active && setState({ status: "ready", models: loaded }),
      () => active && setState({ status: "error" }),
    );
    return () => {
      active = false;
    };
  }, [models]);

  const tryModel = React.useCallback(
    (model: AiModel) => show({ text: launching[model.id] ?? model.name, action: launchingAction }),
    [show, launching, launchingAction],
  );

  return (
    <>
      <ModelsView
        state={state}
        copy={copy}
        placeholderCount={models.length}
        onRetry={() => window.location.reload()}
        onTry={tryModel}
      />
      <Toaster toast={toast} onDismiss={dismiss} dismissLabel={copy.dismiss} />
    </>
  );
}
