import * as React from "react";

import { Icon } from "@/components/ui/icon";
import type { FormSpec } from "@/content/forms/form-spec";
import type { FormState } from "@/lib/forms/state";

/** The answer that replaces a form once its submission is stored; focused when it appears. */
export function FormSuccess({
  success,
  detail,
  reference,
}: {
  success: FormSpec["success"];
  detail: FormState["detail"];
  reference: FormState["reference"];
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  const { title, message } = detail === "existing" && success.existing ? success.existing : success;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-success/40 bg-success/10 p-6 outline-none"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="check" className="size-5 text-success" />
        {title}
      </p>
      <p className="mt-2 text-sm text-foreground">{message}</p>
      {reference && success.referenceLabel ? (
        <p className="mt-3 text-sm">
          {success.referenceLabel} <strong data-reference="">{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}
