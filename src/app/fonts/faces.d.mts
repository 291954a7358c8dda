export interface Face {
  /** The prefix of its files: public/fonts/<name>-<hash>.woff2, src/app/fonts/<name>.json. */
  name: string;
  /** Its source, a variable WOFF2 file, from the project's root. */
  source: string;
  /** The sorted characters its subset is asked for, from the site's text under `root`. */
  characters: (root: string) => string;
  /** The OpenType features the subset keeps: all when absent. */
  keepFeatures?: string[];
}
export declare const faces: Face[];
