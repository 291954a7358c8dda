/**
 * The words of the site's emails: the team's notifications, the visitor's acknowledgements and
 * the newsletter's confirmation and welcome. Facts (addresses, hours, response time) come from
 * the site config; src/lib/mail/compose.ts puts these words and a submission's fields together.
 */
import { formatOfficeHours, siteConfig } from "@/config/site";

const hq = siteConfig.offices.beirut;

export const mailCopy = {
  team: {
    subject: {
      contact: (name: string) => `Contact request from ${name}`,
      demo: (name: string, company: string) => `AI demo request from ${name} (${company})`,
      support: (reference: string, priority: string, subject: string) =>
        `[${reference}] ${priority}: ${subject}`,
      waitlist: (name: string) => `Client portal waitlist: ${name}`,
    },
    intro: {
      contact: "Someone sent the contact form.",
      demo: "Someone asked for an AI demo.",
      support: "A support ticket was opened.",
      waitlist: "Someone joined the client portal waitlist.",
    },
    labels: {
      reference: "Ticket",
      sourcePage: "Sent from",
      received: "Received",
      inbox: "Open in the inbox",
      language: "Language",
    },
    /** The language of the page a form was sent from, by its locale. */
    languages: { en: "English", ar: "Arabic" },
    yes: "Yes",
    no: "No",
    empty: "(not given)",
    replyHint: (name: string) => `Reply to this email to answer ${name} directly.`,
  },
  acknowledgement: {
    /** `name` only when it is plainly a name (src/lib/mail/greeting-name.ts); none otherwise. */
    greeting: (name: string | null) => (name ? `Hi ${name},` : "Hello,"),
    contact: {
      subject: `We have your message: ${siteConfig.name}`,
      body: [
        `Thank you for contacting ${siteConfig.name}. Your message has reached our team, and a person will reply ${siteConfig.responseTime} (our headquarters work ${formatOfficeHours(hq)}).`,
        "If you think of anything to add, simply reply to this email.",
      ],
    },
    demo: {
      subject: `Your AI demo request: ${siteConfig.name}`,
      body: [
        `Thank you for your interest in our AI services. Our ${siteConfig.offices.sanFrancisco.city} team will reply ${siteConfig.responseTime} to schedule a 30-minute demo prepared with your own use case.`,
        "This is a demo request, not a purchase: nothing is charged.",
      ],
    },
    support: {
      subject: (reference: string) => `Ticket ${reference} received: ${siteConfig.name} support`,
      body: (reference: string) => [
        `Your support ticket has been created. Its reference is ${reference}: quote it whenever you write to us about this problem.`,
        `Our support team replies by email ${siteConfig.responseTime}; a Critical ticket is answered ${siteConfig.criticalResponseTime}.`,
      ],
    },
    /** Above the choices made among ours (service, plan, priority): never what was typed. */
    yourChoices: "Your choices:",
    signOff: `The ${siteConfig.name} team`,
    contactLine: `${siteConfig.email} · ${hq.phone} · ${siteConfig.url}`,
    why: "You receive this email because this address was entered on our website. We will not write to you again unless you ask us to.",
  },
  newsletter: {
    confirm: {
      subject: `Confirm your subscription to the ${siteConfig.name} newsletter`,
      body: [
        `Someone, hopefully you, asked to receive the ${siteConfig.name} newsletter at this address. Please confirm with the link below; it is valid for 7 days.`,
        "If you did not ask for it, ignore this email: you will not be subscribed and we will not write again.",
      ],
      action: "Confirm my subscription",
    },
    welcome: {
      subject: `Welcome to the ${siteConfig.name} newsletter`,
      body: [
        "Your subscription is confirmed. You will receive our articles on AI, development and automation, about twice a month.",
        "Every email we send carries a link to unsubscribe in one step.",
      ],
    },
    unsubscribe: "Unsubscribe",
    unsubscribeHint: "You receive this email because you subscribed to our newsletter.",
  },
} as const;
