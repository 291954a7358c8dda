import type * as React from "react";

import type { ProductVisualKind } from "@/content/visuals";

import { AutomationVisual } from "./automation-visual";
import { BuilderVisual } from "./builder-visual";
import { ChatVisual } from "./chat-visual";
import { DashboardVisual } from "./dashboard-visual";
import { MigrationVisual } from "./migration-visual";

const visuals = {
  chat: ChatVisual,
  builder: BuilderVisual,
  automation: AutomationVisual,
  dashboard: DashboardVisual,
  migration: MigrationVisual,
} as const satisfies Record<ProductVisualKind, (props: { compact?: boolean }) => React.ReactNode>;

/** The rendering of what an AI service does, by kind (server-rendered markup and SVG only). */
export function ProductVisual({
  kind,
  compact = false,
}: {
  kind: ProductVisualKind;
  compact?: boolean;
}) {
  const Visual = visuals[kind];
  return <Visual compact={compact} />;
}
