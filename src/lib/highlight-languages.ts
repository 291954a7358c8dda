/** Languages a code sample may be written in (client-safe: content and types import this). */
export const codeLanguages = [
  "bash",
  "javascript",
  "typescript",
  "python",
  "php",
  "ruby",
  "java",
  "go",
  "json",
  "xml",
  "kotlin",
] as const;

export type CodeLanguage = (typeof codeLanguages)[number];
