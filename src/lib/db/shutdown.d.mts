export function registerDatabaseClose(close: () => Promise<void>): void;
export function closeDatabase(): Promise<boolean>;
