import type { FieldSpec } from "@/content/forms/form-spec";

const controlClasses =
  "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-danger";

interface FormFieldProps {
  name: string;
  field: FieldSpec;
  id: string;
  defaultValue?: string;
  error?: string;
  requiredLabel: string;
}

/** One labelled control with its error message (aria-invalid, aria-describedby). */
export function FormField({ name, field, id, defaultValue, error, requiredLabel }: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;

  if (field.type === "checkbox") {
    return (
      <div className="flex items-start gap-3">
        <input
          {...common}
          type="checkbox"
          defaultChecked={defaultValue === "on" || defaultValue === "true"}
          className="mt-0.5 size-4 shrink-0 rounded border-border accent-[var(--primary)]"
        />
        <label htmlFor={id} className="text-sm text-muted-foreground">
          {field.label}
        </label>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {field.label}
        {field.required ? (
          <span className="text-danger">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {field.type === "textarea" ? (
        <textarea
          {...common}
          rows={field.rows ?? 5}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          defaultValue={defaultValue}
          className={controlClasses}
        />
      ) : field.type === "select" ? (
        <select {...common} defaultValue={defaultValue} className={controlClasses}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          defaultValue={defaultValue}
          className={controlClasses}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
