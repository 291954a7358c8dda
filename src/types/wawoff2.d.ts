/** wawoff2 (Google's WOFF2 decoder built to WebAssembly) has no types of its own. */
declare module "wawoff2/decompress" {
  /** The TTF/OTF inside a WOFF2 file. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
