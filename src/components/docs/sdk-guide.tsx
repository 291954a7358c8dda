import type * as React from "react";

import { CodeBlock } from "@/components/docs/code-block";
import { BidiText } from "@/components/ui/bidi-text";
import type { SdkGuide as Sdk } from "@/content/docs/types";
import { copy } from "@/lib/i18n/copy";

function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** The body of a /docs/sdk/{language} page: the five steps, in the same order for every SDK. */
export function SdkGuide({ sdk }: { sdk: Sdk }) {
  const s = copy("docs/sdk-page").sdkPageCopy.steps;
  const { apiErrorStatuses } = copy("docs/errors");
  return (
    <div className="space-y-14">
      <Step id={s.install.id} number={1} title={s.install.title}>
        <p>
          <BidiText text={s.install.description(sdk.name)} />
        </p>
        <CodeBlock sample={sdk.install} />
        {sdk.installAlt ? (
          <>
            <p>
              <BidiText text={s.install.altDescription} />
            </p>
            <CodeBlock sample={sdk.installAlt} />
          </>
        ) : null}
      </Step>
      <Step id={s.authenticate.id} number={2} title={s.authenticate.title}>
        <p>
          <BidiText text={s.authenticate.description} />
        </p>
        <CodeBlock sample={sdk.authenticate} />
        <p className="rounded-xl border border-border bg-accent-soft p-4 text-sm text-foreground">
          <BidiText text={s.authenticate.keyHint} />
        </p>
      </Step>
      <Step id={s.chatCompletion.id} number={3} title={s.chatCompletion.title}>
        <p>
          <BidiText text={s.chatCompletion.description} />
        </p>
        <CodeBlock sample={sdk.chatCompletion} />
      </Step>
      <Step id={s.listModels.id} number={4} title={s.listModels.title}>
        <p>
          <BidiText text={s.listModels.description} />
        </p>
        <CodeBlock sample={sdk.listModels} />
      </Step>
      <Step id={s.errorHandling.id} number={5} title={s.errorHandling.title}>
        <p>
          <BidiText text={s.errorHandling.description} />
        </p>
        <p>
          <BidiText text={sdk.errorNote} />
        </p>
        <CodeBlock sample={sdk.errorHandling} />
        <div className="overflow-hidden rounded-xl border border-border bg-card">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{s.errorHandling.tableCaption}</caption>
            <thead className="border-b border-border bg-surface text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {s.errorHandling.statusHeader}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {s.errorHandling.meaningHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {apiErrorStatuses.map((error) => (
                <tr key={error.status} className="align-top">
                  <td className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-foreground">
                    {error.status}
                  </td>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-foreground">{error.title}.</span>{" "}
                    <BidiText text={error.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Step>
    </div>
  );
}
