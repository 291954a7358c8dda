/** The live chat: its page (/chat), the launcher on every page, and what it answers. */
import { CHAT_LIMITS, CHAT_OFFICE } from "@/config/chat";
import { formatOfficeHours, siteConfig } from "@/config/site";

export const chatCopy = {
  title: "Live chat",
  description: `Chat with the Cedarwave team: answered live ${formatOfficeHours(CHAT_OFFICE)}, and by email ${siteConfig.responseTime} at any other time.`,
  eyebrow: "Live chat",
  heading: "Chat with our team",
  intro:
    "Ask about a project, a price or a problem. Your conversation stays on this device, so you can come back to it.",
  launcher: "Chat with us",
  availability: {
    online: {
      label: "Online",
      detail: "We usually reply in a few minutes.",
    },
    away: {
      label: "Away",
      detail: `Leave a message: we reply by email ${siteConfig.responseTime}.`,
    },
  },
  hours: `Answered live ${formatOfficeHours(CHAT_OFFICE)}.`,
  start: {
    title: "Start a conversation",
    why: "Your name and email let us answer you, even after you leave this page.",
    name: "Name",
    email: "Email",
    message: "Message",
    messageHint: `At most ${CHAT_LIMITS.message.toLocaleString("en-US")} characters.`,
    submit: "Start chat",
  },
  conversation: {
    title: "Your conversation",
    logLabel: "Messages",
    you: "You",
    team: "Cedarwave team",
    system: "Cedarwave",
    closed: "This conversation was closed by our team. Write again to reopen it.",
    message: "Your message",
    submit: "Send",
    refresh: "Check for new messages",
    empty: "No messages yet.",
    sentAt: "Sent",
  },
  panel: {
    close: "Close the chat",
    page: "Open the chat as a page",
    loading: "Loading the conversation…",
    reconnecting: "Connection lost: reconnecting…",
    unavailable: "The chat could not be loaded. Open it as a page instead.",
    sendHint: "Enter sends; Shift+Enter adds a line.",
  },
  errors: {
    rateLimited: (minutes: number) =>
      `You are sending messages too fast. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    tooManyConversations:
      "You have started several conversations today. Please continue one of them, or write to us by email.",
    unanswered: "We have your messages: please wait for our answer before sending more.",
    retry: "For your security, please press the button once more to send your message.",
    failed: `We could not send your message right now. Please try again in a moment, or write to us at ${siteConfig.email}.`,
    gone: "This conversation is no longer available. Start a new one below.",
  },
};
