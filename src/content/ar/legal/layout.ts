/** The words around every Arabic legal document: its kicker, the table of contents, the sibling links. */
export const legalLayoutCopy = {
  kicker: "قانوني",
  tocHeading: "في هذه الصفحة",
  tocLabel: "جدول المحتويات",
  tocCollapsibleLabel: "جدول المحتويات (قابل للطي)",
  siblingsLabel: "المستندات القانونية",
  siblingsHeading: "قانوني",
  lastUpdated: "آخر تحديث:",
  /** The English text governs (issue 20): said at the top of every Arabic legal document. */
  governingVersion: {
    text: "هذه ترجمة عربية مقدَّمة للتيسير، والنسخة الإنجليزية هي النسخة المعتمدة ويُرجع إليها عند أي اختلاف بين النسختين.",
    link: "اقرأ النسخة الإنجليزية",
    /** The language of the version that governs, which the link opens. */
    locale: "en",
  },
} as const;
