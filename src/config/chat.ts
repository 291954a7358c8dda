/**
 * The live chat's facts, written once: which office answers it (its hours, in its time zone,
 * decide what visitors are told), and the limits every message and conversation is held to.
 * The pages, the server (src/lib/chat/) and the hostile-input checks read them from here.
 */
import { LIMITS } from "./forms";
import { siteConfig, type Office } from "./site";

/** The office whose team answers the chat: the headquarters. */
export const CHAT_OFFICE: Office = siteConfig.offices.beirut;

export const CHAT_LIMITS = {
  /** A message's characters, after trimming. */
  message: 2000,
  name: LIMITS.name,
  email: LIMITS.email,
  /** Messages per minute, per conversation (either side's visitor) and per client address. */
  messagesPerMinutePerConversation: 12,
  messagesPerMinutePerAddress: 30,
  /** New conversations per client address, and per email address, per day. */
  conversationsPerDay: 5,
  /** Messages a conversation keeps taking from its visitor before the team answers. */
  unansweredMessages: 50,
} as const;

/**
 * A team member is online while their chat page has shown a sign of life within this time
 * (its stream's heartbeat comes every 15 s).
 */
export const PRESENCE_TTL_MS = 45_000;

/**
 * A visitor reads the conversation live while their stream has shown a sign of life within this
 * time (its heartbeat comes every 15 s; closing it clears it at once): the team's answers are
 * then not mailed to them (src/lib/chat/visitor-presence.ts).
 */
export const VISITOR_PRESENCE_TTL_MS = 45_000;

/**
 * The email continuation (src/lib/chat/email.ts): a confirmation link passes for 7 days, a
 * reply link for 30 (the life of the chat cookie); at most one email to the visitor of a
 * conversation per `mailIntervalMs` of each kind (confirmation, transcript, the team's answer).
 */
export const CHAT_EMAIL = {
  confirmLinkLifeMs: 7 * 24 * 60 * 60 * 1000,
  replyLinkLifeMs: 30 * 24 * 60 * 60 * 1000,
  mailIntervalMs: 10 * 60_000,
} as const;

/** The first-party cookie that brings a visitor back to their conversation on this device. */
export const CHAT_COOKIE = {
  name: "cw_chat",
  /** 30 days: a conversation continued later on the same device. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
