import * as React from "react";

/**
 * While `active`, a pointer press anywhere outside the element of `ref` calls `onOutside`: how an
 * open menu or disclosure panel closes when the visitor clicks or taps elsewhere.
 */
export function usePointerDownOutside(
  ref: React.RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
) {
  const handleOutside = React.useEffectEvent(onOutside);
  React.useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) handleOutside();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [active, ref]);
}
