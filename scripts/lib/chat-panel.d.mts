export function buildChatPanel(
  layout: { staticDir: string },
  root?: string,
): Promise<{ url: string; file: string }>;
export function withChatPanel(html: string, url: string): string;
