export function formatInstant(
  iso: string,
  intl: string,
  timeZone: string,
  zoneName: string,
): string;
