import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

export function createPrivatePglite(
  dir: string,
  options?: Omit<PGliteOptions, "fs" | "dataDir">,
): Promise<PGlite>;
