/** Runs when the server starts (not during `next build`): see instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseUnusableSettings, registerDatabaseShutdown } =
      await import("./instrumentation-node");
    refuseUnusableSettings();
    await registerDatabaseShutdown();
  }
}
