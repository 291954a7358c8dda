import { buttonClasses } from "@/components/ui/button";
import { peopleCopy as copy } from "@/content/admin-people";
import { findPersonAction } from "@/lib/admin/people-actions";

const input = "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm";

/**
 * The person view's lookup: a POST to a Server Action (it works without JavaScript), so that the
 * address stays out of URLs; the page it leads to holds it sealed (person-lookup.ts).
 */
export function PersonSearch({ value, invalid }: { value: string; invalid: boolean }) {
  return (
    <form
      action={findPersonAction.bind(null, null)}
      className="flex max-w-xl flex-wrap items-end gap-3"
    >
      <div className="min-w-64 flex-1">
        <label htmlFor="person-email" className="mb-1.5 block text-sm font-medium">
          {copy.emailLabel}
        </label>
        <input
          id="person-email"
          name="email"
          type="email"
          required
          defaultValue={value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "person-email-error" : undefined}
          className={input}
        />
      </div>
      <button type="submit" className={buttonClasses()}>
        {copy.find}
      </button>
      {invalid ? (
        <p id="person-email-error" role="alert" className="w-full text-sm text-danger">
          {copy.invalidEmail}
        </p>
      ) : null}
    </form>
  );
}
