export interface ArabicFontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
}
export declare function arabicFontFileName(woff2: Uint8Array): string;
export declare function verticalMetrics(woff2: Uint8Array): Promise<ArabicFontMetrics>;
