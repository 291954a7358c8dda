/** The words around every legal document: its kicker, the table of contents, the sibling links. */
export const legalLayoutCopy = {
  kicker: "Legal",
  tocHeading: "On this page",
  tocLabel: "Table of contents",
  tocCollapsibleLabel: "Table of contents (collapsible)",
  siblingsLabel: "Legal documents",
  siblingsHeading: "Legal",
  lastUpdated: "Last updated:",
  /**
   * A translation's note that the English text governs, with a link to it: none on the English
   * documents themselves.
   */
  governingVersion: null,
} as const;
