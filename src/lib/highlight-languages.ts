/** Languages a code sample may be written in (client-safe: content and types import this). */
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
