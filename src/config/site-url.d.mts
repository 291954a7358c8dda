export function siteUrlOf(configured: string | undefined): string;
