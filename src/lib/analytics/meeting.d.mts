import type { ServedResponse } from "./page-view";

export function registerResponseSink(next: (response: ServedResponse) => void): void;
export function countResponse(response: ServedResponse): void;
export function registerFlush(next: () => Promise<void>): void;
export function flushCounted(): Promise<void>;
