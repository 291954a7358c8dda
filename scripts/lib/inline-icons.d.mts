export function spriteSymbols(sprite: string): Map<string, string>;
export function inlineIcons(
  html: string,
  symbols: Map<string, string>,
): { html: string; icons: string[] };
