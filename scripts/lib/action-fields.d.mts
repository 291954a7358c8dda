export function hiddenActionFields(html: string): [string, string][];
