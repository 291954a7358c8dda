/** The sorted Arabic-script characters of the copy under `root`/src/content. */
export function arabicCharacters(root: string): string;
/** The sorted characters Inter sets in the site's text under `root`/src. */
export function latinCharacters(root: string): string;
