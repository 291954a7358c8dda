import type * as React from "react";

import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SLOTS_ATTRIBUTE,
  SLOT_ATTRIBUTE,
  type IslandName,
} from "@/config/islands.mjs";

/** Server-rendered parts an island shows but does not render itself (cards, a featured post). */
export type Slots = Readonly<Record<string, React.ReactNode>>;

/** JSON that can stand inside a <script> element (no "</script>", no "<!--"). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** One slot as the island renders it: a box without layout, around the server's HTML. */
function SlotBox({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div {...{ [SLOT_ATTRIBUTE]: name }} className="contents">
      {children}
    </div>
  );
}

/**
 * A React island: `component` rendered by the server with `props`, hydrated in the browser on its
 * own (src/components/islands/runtime.tsx), on a page that ships no framework. What the island
 * needs in the browser travels in the page: its props as JSON (so they must be plain data) and
 * its slots, server-rendered once in a hidden element (not a <template>: React cannot hydrate one
 * with children, and a page the framework renders hydrates it) that the browser hands back to the island as
 * HTML (so no card code ships). `server` holds what only the server render takes (a form's
 * Server Action, the no-JavaScript path); the browser entry supplies its own.
 *
 * The markup is three siblings: the slots' hidden box (when there are slots), the props, then the
 * island's element, which holds nothing but the component (hydrateRoot hydrates its children).
 */
export function Island<Props extends object, Server extends object = object>({
  name,
  component: Component,
  props,
  server,
  slots,
}: {
  name: IslandName;
  component: React.ComponentType<Props & Server & { slots?: Slots }>;
  props: Props;
  server?: Server;
  slots?: Slots;
}) {
  const boxed = slots
    ? Object.fromEntries(
        Object.entries(slots).map(([slot, node]) => [
          slot,
          <SlotBox key={slot} name={slot}>
            {node}
          </SlotBox>,
        ]),
      )
    : undefined;
  return (
    <>
      {boxed ? (
        <div hidden {...{ [ISLAND_SLOTS_ATTRIBUTE]: name }}>
          {Object.values(boxed)}
        </div>
      ) : null}
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
      <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
        <Component {...props} {...(server as Server)} slots={boxed} />
      </div>
    </>
  );
}
