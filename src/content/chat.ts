/** The live chat: its page (/chat), the launcher on every page, and what it answers. */
import { CHAT_EMAIL, CHAT_LIMITS, CHAT_OFFICE } from "@/config/chat";
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

/**
 * The chat by email (src/lib/chat/email.ts): asking for the transcript or for the conversation
 * to go on by email, the page of the confirmation link, the page of the reply link, and the
 * visitor's emails. Nothing is mailed to an address before its owner has followed a link.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const confirmDays = CHAT_EMAIL.confirmLinkLifeMs / DAY_MS;
const replyDays = CHAT_EMAIL.replyLinkLifeMs / DAY_MS;

export const chatEmailCopy = {
  request: {
    title: "Continue by email",
    intro:
      "Leave whenever you like: we can email you our answers, with a link to reply, or the whole conversation. We first send your address a link to check that it is yours.",
    transcript: "Email me the transcript",
    continue: "Continue by email",
    outcomes: {
      confirmSent:
        "We have sent a link to your email address. Follow it to confirm the address: nothing from this conversation is mailed to it before.",
      transcriptSent: "The transcript is on its way to your email address.",
      continuing:
        "Your address is confirmed: while you are away from the chat, our answers are emailed to you with a link to reply.",
      wait: "We emailed you a few minutes ago: please check your inbox, and its spam folder, before asking again.",
      failed: "We could not do this right now. Please try again in a moment.",
      gone: "This conversation is no longer available. Start a new one below.",
    },
  },
  confirm: {
    title: "Confirm your email address",
    description: "Confirm the email address of your live chat with Cedarwave.",
    hero: {
      eyebrow: "Live chat",
      title: "Confirm your email address",
      description:
        "Press the button to confirm that this address is yours: we then email you what you asked for in the chat.",
    },
    button: "Confirm my address",
    outcomes: {
      confirmed: {
        title: "Your address is confirmed",
        message:
          "While you are away from the chat, our answers are emailed to you with a link to reply. If you asked for the transcript, it is on its way.",
      },
      expired: {
        title: "This link has expired",
        message: `Confirmation links are valid for ${confirmDays} days. Ask again in the chat and we will send you a new one.`,
      },
      invalid: {
        title: "This link does not work",
        message:
          "It may be incomplete, or the conversation may no longer exist. Ask again in the chat for a new link.",
      },
    },
    chatLink: "Go to the chat",
  },
  reply: {
    title: "Your conversation with Cedarwave",
    description: "Read your live chat with the Cedarwave team and reply to it.",
    hero: {
      eyebrow: "Live chat",
      title: "Your conversation with our team",
      description:
        "Read our answers and reply here: your message reaches the team like one written in the chat.",
    },
    message: "Your reply",
    submit: "Send reply",
    outcomes: {
      expired: {
        title: "This link has expired",
        message: `Reply links are valid for ${replyDays} days. Start a new conversation in the chat, or write to us by email.`,
      },
      invalid: {
        title: "This link does not work",
        message:
          "It may be incomplete, or the conversation may no longer exist. Start a new conversation in the chat.",
      },
    },
    chatLink: "Go to the chat",
  },
  mail: {
    confirm: {
      subject: "Confirm your email address for your Cedarwave chat",
      body: [
        "Someone, we hope you, asked in the live chat on our website to receive the conversation at this address.",
        "Follow the link and press its button to confirm it: until then, nothing from the conversation is mailed here.",
        "If it was not you, ignore this email: nothing more will come.",
      ],
      action: "Confirm my address",
    },
    transcript: {
      subject: (id: number) => `Your live chat with Cedarwave (#${id})`,
      intro: "Here is your live chat with the Cedarwave team, as you asked.",
      action: "Read the conversation and reply",
    },
    answer: {
      subject: (id: number) => `The Cedarwave team answered you (#${id})`,
      intro: "Our team answered you in the live chat while you were away:",
      action: "Read the conversation and reply",
      interval: (minutes: number) =>
        `We email you at most once every ${minutes} minutes: the whole conversation is behind the link.`,
    },
    replyLinkLife: `The link works for ${replyDays} days.`,
    why: "You get this email because you confirmed this address in the live chat on our website.",
  },
};
