// Words of the short pages server.mjs answers hostile or broken requests with, before Next.js
// sees them (src/lib/http/edge.mjs). Plain ESM because server.mjs runs outside the Next bundle.

export const httpErrorCopy = {
  /** The language of these words: the page's lang attribute. */
  lang: "en",
  /** The page title's suffix and the link home (the site's name, as in src/config/site.ts). */
  siteName: "Cedarwave",
  home: "Go to the homepage",
  pages: {
    400: {
      title: "Bad request",
      text: "This request could not be understood. Please go back and try again.",
    },
    403: {
      title: "Not allowed",
      text: "This form can only be sent from a page of this site.",
    },
    405: {
      title: "Method not allowed",
      text: "This address does not accept this kind of request.",
    },
    408: {
      title: "Request timeout",
      text: "This request took too long to arrive. Please try again.",
    },
    413: {
      title: "Too large",
      text: (limit) =>
        `What you sent is larger than this site accepts (${limit}). Please shorten it and try again.`,
    },
    431: {
      title: "Request headers too large",
      text: "This request's headers are larger than this site accepts. Clearing this site's cookies may help.",
    },
  },
};
