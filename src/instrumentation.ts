/** Opens the database (and applies migrations) when the server starts, not on the first form. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("./lib/db/client");
  getDb().catch((error: unknown) => {
    console.error("[db] could not open the database at start-up; forms will retry:", error);
  });
}
