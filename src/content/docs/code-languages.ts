/** Languages a code sample may be written in; lib/highlight.ts loads a grammar for each. */
export type CodeLanguage =
  | "bash"
  | "javascript"
  | "typescript"
  | "python"
  | "php"
  | "ruby"
  | "java"
  | "go"
  | "json"
  | "xml"
  | "kotlin";
