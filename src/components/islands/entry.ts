// The islands' browser entry, bundled by scripts/lib/islands.mjs and loaded after the first
// paint on a page the build emitted without the framework. It arms the islands (./arm.ts) and
// imports React and an island's chunk (modulepreloaded with it) only when that island hydrates.
import { armIslands } from "./arm";

armIslands((element) => import("./runtime").then((runtime) => runtime.hydrateIsland(element)));
