export function buildChatPanel(
  layout: { staticDir: string },
  root?: string,
): Promise<{ url: string; file: string }>;
export const PANEL_SCOPE: string;
export function panelCss(css: string, panelCode: string): Promise<string>;
export function writePanelCss(layout: { staticDir: string }, css: string): string;
export function withChatPanel(html: string, url: string, cssUrl: string): string;
