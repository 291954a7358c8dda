import type { ServedResponse } from "./page-view";

export function registerResponseSink(next: (response: ServedResponse) => void): void;
export function countResponse(response: ServedResponse): void;
