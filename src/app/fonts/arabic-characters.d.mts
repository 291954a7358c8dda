/** The sorted Arabic-script characters of the copy under `root`/src/content. */
export function arabicCharacters(root: string): string;
