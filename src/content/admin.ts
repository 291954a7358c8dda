/** Copy of the team inbox (/admin). */
export const adminCopy = {
  title: "Team inbox",
  disabledTitle: "The inbox is disabled",
  disabledText:
    "Set the ADMIN_EMAIL and ADMIN_PASSWORD environment variables on the server and restart it, or add an account with npm run admin -- user add, to enable the team inbox.",
  loginTitle: "Sign in to the team inbox",
  emailLabel: "Email",
  passwordLabel: "Password",
  loginButton: "Sign in",
  wrongPassword: "Wrong email or password. Please try again.",
  /** Shown on the sign-in screen of an install with ADMIN_PASSWORD and no ADMIN_EMAIL. */
  legacyOwnerNotice: (email: string) =>
    `This inbox has no named owner yet: the owner signs in with the shared password and the email left empty (or ${email}). Set ADMIN_EMAIL on the server to give the owner a named account.`,
  /** "Signed in as Rana Haddad (rana@cedarwave.com)" */
  signedInAs: (name: string, email: string) => `Signed in as ${name} (${email})`,
  /** The inbox's pages beside its tables (src/lib/admin/sections.ts). */
  sections: {
    overview: "Overview",
    analytics: "Analytics",
    chat: "Chat",
    people: "People",
    outbox: "Outbox",
    audit: "Audit trail",
    accounts: "Accounts",
    account: "Your account",
  },
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
  tablesNavLabel: "Inbox",
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
  /** /admin/outbox: every message and webhook the site sends, with its state. */
  outbox: {
    title: "Outbox",
    intro: "Every email and webhook the site sends, newest first, with its state and attempts.",
    mailOff: (dir: string) =>
      `Mail is not configured (SMTP_URL is not set): nothing is sent. Each message is written as an .eml file in ${dir} on the server instead.`,
    mailOn: (host: string) => `Mail is sent through the SMTP server ${host}.`,
    mailInvalid: (problem: string) => `Mail cannot be sent: ${problem}`,
    /** "3 pending · 1 failed · oldest pending 42 s" */
    stats: (pending: number, failed: number, oldest: number | null) =>
      `${pending} pending · ${failed} failed${oldest === null ? "" : ` · oldest pending ${oldest} s`}`,
    tableLabel: "Outbox jobs",
    columns: {
      id: "ID",
      created: "Created",
      topic: "Topic",
      channel: "Channel",
      recipients: "To / target",
      subject: "Subject / event",
      state: "State",
      attempts: "Attempts",
      lastError: "Last error",
      sent: "Sent",
    },
    channels: { email: "email", webhook: "webhook" },
    states: { pending: "pending", sending: "sending", sent: "sent", failed: "failed" },
    /** What a job whose stored payload no longer fits the current format shows. */
    unreadable: "(unreadable payload)",
    openJob: (id: number) => `Open job ${id}`,
    back: "Back to the outbox",
    jobTitle: (channel: string, id: number) =>
      `${channel === "email" ? "Message" : "Webhook"} #${id}`,
    details: "Delivery",
    nextAttempt: "Next attempt",
    source: "About",
    headers: "Headers",
    messageId: "Message-ID",
    webhookId: "webhook-id",
    to: "To",
    replyTo: "Reply-To",
    subject: "Subject",
    url: "URL",
    eventType: "Event type",
    textPart: "Plain-text part",
    htmlPart: "HTML part (source, not rendered)",
    body: "JSON body",
    rawPayload: "Stored payload",
    downloadEml: "Download the .eml file",
    retry: "Retry",
    retryHint:
      "Puts the job back in the queue with fresh attempts; it is delivered within seconds.",
    retried: "The job is back in the queue and will be delivered within seconds.",
    notRetried: "Only a failed job can be retried; this one is not failed (any more).",
    notFound: "No such job.",
  },
} as const;
