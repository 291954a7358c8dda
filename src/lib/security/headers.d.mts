export function responseHeaders(pathname: string): Record<string, string>;
