/**
 * /ai-services/pricing: the three monthly AI plans (from plans.ts), the chat assistants billed by
 * conversations, and their framing. The voice agents are Conversational AI's plans.
 */
import type { CaseStudyId } from "../case-study-facts";
import { contactHref } from "../services";
import type { CtaBanner, Faq, PageHero } from "../types";

export const aiPricingHero = {
  eyebrow: "AI pricing",
  title: "Simple monthly plans for",
  highlight: "every stage",
  description:
    "Chat assistants for your website, WhatsApp and email, billed by the conversations they hold. Start small and grow: every plan includes setup, hosting and monitoring. No setup fees, cancel any time.",
} satisfies PageHero;

export const aiPricingIntro = {
  title: "Choose your plan",
  description:
    "Prices are per month, with the conversations each plan includes. Enterprise is priced to your volume and requirements.",
};

export const aiPricingFaqs = {
  title: "Pricing questions",
  items: [
    {
      question: "What counts as a conversation?",
      answer:
        "One conversation is an exchange with one visitor on one channel, however many messages it takes, within 24 hours.",
    },
    {
      question: "Can I change plans later?",
      answer:
        "Yes. An upgrade takes effect at once (you pay the difference for the rest of the month); a downgrade applies from your next billing month.",
    },
    {
      question: "What if I go over my conversation limit?",
      answer:
        "Your assistant keeps answering. We let you know when you reach 80% of your limit so you can upgrade if you need to.",
    },
    {
      question: "Is there a free trial?",
      answer:
        "We start every plan with a free consultation and a demo on your own content, so you see results before you pay.",
    },
  ],
} satisfies { title: string; items: readonly Faq[] };

/** The case study of a client on the AI plans, shown under the plans. */
export const aiPricingCaseStudy = "atlas-retail" satisfies CaseStudyId;

export const aiPricingCta = {
  title: "Not sure which plan fits?",
  description:
    "Tell us about your volumes and channels and we will recommend a plan within 24 hours.",
  primary: { label: "Talk to Sales", href: contactHref("ai") },
  secondary: { label: "Compare All Plans", href: "/pricing" },
} satisfies CtaBanner;
