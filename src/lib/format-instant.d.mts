export const LEVANTINE_MONTHS: readonly string[];
export function formatWithMonths(format: Intl.DateTimeFormat, date: Date): string;
export function formatInstant(
  iso: string,
  intl: string,
  timeZone: string,
  zoneName: string,
): string;
