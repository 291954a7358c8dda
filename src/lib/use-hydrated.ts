import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React has taken over the page.
 * A control that needs JavaScript renders hidden (or as a plain link) while this is false, so
 * it is never on screen doing nothing: not with JavaScript off, not before hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
