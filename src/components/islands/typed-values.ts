// What a visitor typed, checked or chose in an island before it hydrated, handed to React.
//
// React 19 keeps such a value in the page when it hydrates (it does not write the rendered value
// over it), but it takes the value it finds as the one it knows: a controlled input's state stays
// what was rendered until the next keystroke, and no onChange tells the island. So after an
// island has hydrated, each control whose value differs from the rendered one (its default, which
// React sets) is set back to it through React's own setter, to the visitor's value through the
// element's, and given the event React listens to for it: React then sees a change, as if it had
// just been typed.

/** The element's own (prototype's) setter of `field`, which React's value tracker does not see. */
function setNatively(control: HTMLElement, field: "value" | "checked", value: string | boolean) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, field)?.set?.call(control, value);
}

/** Hands `typed` to React: set back to the rendered value through React, then natively. */
function syncText(control: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  const focused = control === document.activeElement;
  let selection: [number | null, number | null] = [null, null];
  try {
    selection = [control.selectionStart, control.selectionEnd];
  } catch {
    // An input type without a selection (email): nothing to keep.
  }
  control.value = control.defaultValue;
  setNatively(control, "value", typed);
  if (focused && selection[0] !== null && selection[1] !== null) {
    try {
      control.setSelectionRange(selection[0], selection[1]);
    } catch {
      // As above.
    }
  }
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Hands `checked` to React: the other state through React, then a click (a box's change). */
function syncCheckable(control: HTMLInputElement, checked: boolean) {
  control.checked = !checked;
  control.click();
}

function syncSelect(control: HTMLSelectElement, selected: boolean[]) {
  Array.from(control.options).forEach((option, index) => (option.selected = selected[index]!));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

const NOT_TYPED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

/**
 * What the visitor changed in a control: a function handing it to React, or undefined. Read
 * before any is handed over: handing one over re-renders the island, which writes its state
 * (the rendered value, still) into the others.
 */
function changeOf(control: Element): (() => void) | undefined {
  if (control instanceof HTMLSelectElement) {
    const selected = Array.from(control.options, (option) => option.selected);
    const changed = Array.from(control.options).some(
      (option, index) => selected[index] !== option.defaultSelected,
    );
    return changed ? () => syncSelect(control, selected) : undefined;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio")
  ) {
    const checked = control.checked;
    // A radio button that lost its check to another of its group is handed over with that one.
    if (checked === control.defaultChecked || (control.type === "radio" && !checked)) return;
    return () => syncCheckable(control, checked);
  }
  if (
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && !NOT_TYPED.has(control.type))
  ) {
    const typed = control.value;
    return typed === control.defaultValue ? undefined : () => syncText(control, typed);
  }
  return undefined;
}

/** Hands what the visitor entered in `root`'s controls before hydration to React. */
export function syncTypedValues(root: ParentNode) {
  const changes = Array.from(root.querySelectorAll("input, textarea, select"), changeOf);
  for (const change of changes) change?.();
}
