import type { CopyKey } from "@/content/catalog";

import { copyIn, type CopyOf } from "./catalogs";
import { getLocale } from "./request";

export { copyIn, type CopyOf };

/**
 * The copy module `key` ("ui", "forms/contact": a key of src/content/catalog.ts) in the
 * language of the page being rendered (getLocale(), set by every page and layout): what server
 * components read their words from. A component given its locale as a prop uses
 * copyIn(locale, key). Server only (./request.ts): a client component gets its words as props
 * from its server parent, so that its bundle holds one language.
 */
export function copy<K extends CopyKey>(key: K): CopyOf<K> {
  return copyIn(getLocale(), key);
}
