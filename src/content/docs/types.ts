/** Content shapes of the developer pages (/docs, /docs/sdk/*, /api). No JSX inside data. */
import type { CodeLanguage } from "@/content/docs/code-languages";
import type { IconName } from "@/content/types";

export interface CodeSample {
  /** Short label shown above the code ("cURL", "index.js", "Terminal"). */
  label: string;
  lang: CodeLanguage;
  code: string;
}

/** One of the four cards at the top of /docs. */
export interface DocsCard {
  title: string;
  description: string;
  icon: IconName;
  /** Exactly four items, each pointing at the part of the docs that covers it. */
  items: readonly { label: string; href: string }[];
  /** Where "View Documentation" goes: a section of /docs, a tab of /api or an SDK page. */
  href: string;
}

export interface DocsTopic {
  /** Anchor id on /docs. */
  id: string;
  title: string;
  icon: IconName;
  /** Paragraphs of plain text. */
  body: readonly string[];
  /** Short points that follow the paragraphs. */
  points?: readonly string[];
  sample?: CodeSample;
}

/** A section of /docs (user guides, configuration) made of topics. */
export interface DocsSection {
  id: string;
  title: string;
  description: string;
  topics: readonly DocsTopic[];
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type EndpointCategory = "AI" | "Models" | "Websites" | "Automation";

/** The seed's endpoint doc: method, path, description, category (plus the payload it names). */
export interface Endpoint {
  method: HttpMethod;
  path: `/api/v1/${string}`;
  description: string;
  category: EndpointCategory;
  /** Body fields the seed documents; an empty list when the seed shows none. */
  payload: readonly { name: string; type: string; description: string }[];
}

export type SdkId = "javascript" | "python" | "php" | "ruby" | "java" | "go";

/** One language's SDK: the card on /api and the page /docs/sdk/{id}. */
export interface SdkGuide {
  id: SdkId;
  name: string;
  /** Package as published ("@cedarwave/sdk", "cedarwave"...). */
  packageName: string;
  /** Language and runtime versions the SDK supports. */
  requirements: string;
  summary: string;
  /** The install command (also shown on the SDK card of /api). */
  install: CodeSample;
  /** Another way to install (Maven beside Gradle...). */
  installAlt?: CodeSample;
  authenticate: CodeSample;
  chatCompletion: CodeSample;
  listModels: CodeSample;
  errorHandling: CodeSample;
  /** A sentence on the errors this SDK raises (class names etc.). */
  errorNote: string;
}
