import { cn } from "@/lib/cn";

/**
 * The outcome of an inbox action, read from `?notice=` after its redirect (so it works without
 * JavaScript): one of `messages` by its key, anything else shows nothing. Good news is a status,
 * a problem an alert.
 */
export function Notice<Code extends string>({
  code,
  messages,
  good,
}: {
  code: string | string[] | undefined;
  messages: Readonly<Record<Code, string>>;
  good: readonly Code[];
}) {
  if (typeof code !== "string" || !Object.hasOwn(messages, code)) return null;
  const known = code as Code;
  const ok = good.includes(known);
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn(
        "mb-6 rounded-lg border p-3 text-sm",
        ok ? "border-success/50 bg-success/10" : "border-danger/50 bg-danger/10",
      )}
    >
      {messages[known]}
    </p>
  );
}
