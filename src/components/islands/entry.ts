// The islands' browser entry, bundled by scripts/lib/islands.mjs and loaded after the first
// paint on a page the build emitted without the framework.
import { hydrateIslands } from "./runtime";

void hydrateIslands();
