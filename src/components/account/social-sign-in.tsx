/** Google and Facebook sign-in: plainly disabled, with the reason shown and tied to each button. */
export function SocialSignIn({
  providers,
  explanation,
  divider,
}: {
  providers: readonly string[];
  explanation: string;
  divider: string;
}) {
  return (
    <div className="mt-8">
      <div className="flex items-center gap-4 text-sm text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {divider}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <div className="mt-6 grid gap-3">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            disabled
            aria-describedby="social-sign-in-note"
            className="inline-flex h-11 cursor-not-allowed items-center justify-center rounded-lg border border-dashed border-border bg-muted px-4 text-sm font-semibold text-muted-foreground"
          >
            {provider}
          </button>
        ))}
      </div>
      <p id="social-sign-in-note" className="mt-3 text-sm text-muted-foreground">
        {explanation}
      </p>
    </div>
  );
}
