/** The words around every Arabic legal document: its kicker, the table of contents, the sibling links. */
export const legalLayoutCopy = {
  kicker: "قانوني",
  tocHeading: "في هذه الصفحة",
  tocLabel: "جدول المحتويات",
  tocCollapsibleLabel: "جدول المحتويات (قابل للطي)",
  siblingsLabel: "المستندات القانونية",
  siblingsHeading: "قانوني",
  lastUpdated: "آخر تحديث:",
} as const;
