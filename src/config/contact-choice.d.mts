export declare const CHOICE_SEGMENT: string;
export declare function contactChoiceKey(choice: { service: string; plan?: string }): string;
export declare function resolveContactChoice(
  keys: readonly string[],
  query: { service?: string | null; plan?: string | null },
): string | null;
export declare function contactChoiceAddress(base: string, key: string): string;
