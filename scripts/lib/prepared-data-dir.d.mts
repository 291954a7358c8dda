export function preparedDataDir(prefix?: string): string;
export function prepareDataDir(dataDir: string): string;
