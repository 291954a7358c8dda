export interface FallbackMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  sizeAdjust: number;
}
export declare function fontFileName(prefix: string, woff2: Uint8Array): string;
export declare function fontCodePoints(woff2: Uint8Array): Promise<number[]>;
export declare function unicodeRange(codePoints: Iterable<number>): string;
export declare function fallbackMetrics(woff2: Uint8Array): Promise<FallbackMetrics>;
