export const httpErrorCopy: {
  lang: string;
  siteName: string;
  home: string;
  pages: Record<400 | 403 | 405, { title: string; text: string }> & {
    413: { title: string; text: (limit: string) => string };
  };
};
