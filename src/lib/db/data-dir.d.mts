export function dataDirPath(): string;
export function dataDirRefusal(dir: string): string | null;
export function tightenDataDir(dir: string): string[];
export function privateUmask(): void;
export function secureDataDir(dir?: string): void;
