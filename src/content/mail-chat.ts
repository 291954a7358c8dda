/**
 * The words of the live chat's notifications to the team (src/lib/mail/chat.ts): a new
 * conversation, and a visitor's message while nobody of the team is online. They go to our own
 * addresses, so they stay in English, like the forms' team notifications (src/content/mail.ts).
 */
export const chatMailCopy = {
  subject: {
    started: (name: string) => `Live chat: ${name} started a conversation`,
    message: (name: string) => `Live chat: ${name} wrote while nobody is online`,
  },
  intro: {
    started: "A visitor started a live chat on the website.",
    message: "A visitor wrote in a live chat while nobody of the team had the chat open.",
  },
  /** Under a message's notification: why the next ones may not be mailed. */
  interval: (minutes: number) =>
    `While nobody of the team is online, a conversation is mailed at most once every ${minutes} minutes: its later messages are in the chat.`,
  answerHint:
    "Answer in the chat: the visitor reads it there. Their email address is only mailed what they wrote once they have confirmed it is theirs.",
  labels: {
    conversation: "Conversation",
    name: "Name",
    email: "Email",
    message: "Message",
    startedOn: "Started on",
    language: "Language",
    received: "Received",
    open: "Open the chat",
  },
  /** After the email address: whether the visitor has shown it is theirs (a link mailed). */
  emailState: { confirmed: "confirmed", unconfirmed: "not confirmed" },
} as const;
