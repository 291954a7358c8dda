export const BROTLI_QUALITY: { page: number; asset: number };
export function precompress(
  files: { file: string; quality: number }[],
): Promise<{ plain: number; br: number; gzip: number }>;
export function assetFiles(staticDir: string): { file: string; quality: number }[];
