/** Copy of the team inbox (/admin). */
export const adminCopy = {
  title: "Team inbox",
  disabledTitle: "The inbox is disabled",
  disabledText:
    "Set the ADMIN_PASSWORD environment variable on the server and restart it to enable the team inbox.",
  loginTitle: "Sign in to the team inbox",
  passwordLabel: "Password",
  loginButton: "Sign in",
  wrongPassword: "Wrong password. Please try again.",
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
  databaseUnavailable: "The database is unavailable right now. Please try again shortly.",
  logout: "Sign out",
  export: "Export CSV",
  /** The confirmed subscribers only: what a mailing service may import. */
  exportMailingList: "Export the mailing list (confirmed only)",
  empty: "Nothing here yet.",
  previous: "Previous",
  next: "Next",
  tablesNavLabel: "Inbox tables",
  pagesNavLabel: "Pages",
  /** "12 in total · page 1 of 1" (the count is set in bold). */
  inTotal: " in total",
  pageOf: (page: number, pages: number) => ` · page ${page} of ${pages}`,
  tabs: {
    leads: "Leads",
    tickets: "Support tickets",
    subscribers: "Newsletter",
    waitlist: "Portal waitlist",
  },
} as const;
