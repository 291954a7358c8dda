/** The help center (/help): categories, step-by-step guides and section copy. Articles are Markdown in ./help. */
import { apiFacts } from "./docs/api-facts";
import type { CtaBanner, IconName, PageHero } from "./types";

export const helpCategoryIds = [
  "getting-started",
  "account-billing",
  "api-integrations",
  "troubleshooting",
] as const;

export type HelpCategoryId = (typeof helpCategoryIds)[number];

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  description: string;
  icon: IconName;
}

/**
 * A step-by-step guide shown on /help: the steps of a task in short, and the help article
 * that explains each of them in full (its reading time is the article's).
 */
export interface HelpTutorial {
  id: string;
  title: string;
  category: HelpCategoryId;
  summary: string;
  steps: readonly string[];
  /** Slug of the help article that covers the same ground. */
  articleSlug: string;
}

export const helpHero = {
  eyebrow: "Help Center",
  title: "How can we",
  highlight: "help you?",
  description:
    "Search step-by-step guides, answers and documentation, or browse by category below.",
} satisfies PageHero;

export const helpSearchCopy = {
  label: "Search help articles, FAQs, docs and blog posts",
  placeholder: "Search articles, FAQs and docs",
};

/** The search results page (/help/search?q=...), what the search boxes submit to. */
export const helpSearchResultsCopy = {
  /** The page title (the query is not put in it: the page is not indexed). */
  title: "Search the help center",
  description:
    "Search results from the Cedarwave help articles, support FAQs, documentation and blog.",
  hero: {
    eyebrow: "Help Center",
    title: "Search",
    highlight: "results",
    description: "Help articles, support FAQs, documentation and blog posts that match your words.",
  } satisfies PageHero,
  resultsHeading: "Results",
  /** Before anything was searched (an empty `q`). */
  emptyQuery: "Type a word or two above, for example “invoices” or “API key”.",
  count: (count: number, query: string) =>
    count === 0
      ? `No results for “${query}”`
      : `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
};

export const helpCategories = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Set up your account, choose a service and make your first request.",
    icon: "rocket",
  },
  {
    id: "account-billing",
    title: "Account & Billing",
    description: "Plans, invoices, payment methods, upgrades and cancellations.",
    icon: "creditCard",
  },
  {
    id: "api-integrations",
    title: "API & Integrations",
    description: "API keys, SDKs, webhooks and connecting the tools you already use.",
    icon: "code",
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    description: "Fix common problems with chatbots, websites, workflows and access.",
    icon: "wrench",
  },
] as const satisfies readonly HelpCategory[];

export function helpCategory(id: HelpCategoryId): HelpCategory {
  const category = helpCategories.find((item) => item.id === id);
  if (!category) throw new Error(`Unknown help category ${id}`);
  return category;
}

const guideLinkLabel = "Read the full guide";

export const helpSections = {
  categories: {
    title: "Browse by category",
    description: "Pick a topic to see every article we have written about it.",
  },
  popular: {
    title: "Popular articles",
    description: "The guides our clients ask for most.",
  },
  tutorials: {
    title: "Step-by-step guides",
    description:
      "The tasks clients ask about most, in short. Each guide links to the article that explains every step in full.",
    articleLabel: guideLinkLabel,
    /** The link's accessible name: the visible words, then which article. */
    articleFor: (title: string) => `${guideLinkLabel}: ${title}`,
  },
};

/** The articles listed under "Popular articles" on /help, in this order (a chosen subset). */
export const popularHelpArticleSlugs = [
  "getting-started-with-cedarwave",
  "make-your-first-api-request",
  "manage-your-subscription-and-invoices",
  "build-your-first-ai-chatbot",
  "fix-api-errors",
  "fix-common-chatbot-issues",
] as const;

/** "5 steps · 6 min read": a guide's size, under its title. */
export function tutorialFacts(stepCount: number, readMinutes: number): string {
  return `${stepCount} steps · ${helpArticleFacts.readTime(readMinutes)}`;
}

export const helpTutorials = [
  {
    id: "platform-tour",
    title: "Your first two weeks with Cedarwave",
    category: "getting-started",
    summary: "From your first message to us to a project that is live, and where to get help.",
    steps: [
      "Request a free consultation on the contact page and pick the service you need.",
      "Compare the plans on the pricing page; we recommend one on the call.",
      "Accept the proposal and meet your onboarding engineer at the kickoff.",
      "Receive your project plan, and your test and live API keys if your plan includes the API.",
      "Review the work at each milestone, then launch.",
    ],
    articleSlug: "getting-started-with-cedarwave",
  },
  {
    id: "chatbot-setup",
    title: "Set up your first AI chatbot",
    category: "getting-started",
    summary: "From your first knowledge files to a chatbot live on your website.",
    steps: [
      "Choose one clear job for the assistant and say what a good conversation looks like.",
      "Gather your help articles, FAQs and real customer questions.",
      "Agree the tone, the languages and when it hands over to a person.",
      "Add the chat widget's script tag to your website.",
      "Test with real questions, fix the gaps, then launch.",
    ],
    articleSlug: "build-your-first-ai-chatbot",
  },
  {
    id: "api-first-request",
    title: "Make your first API request",
    category: "api-integrations",
    summary: "Use your test key to list the models and send a chat completion.",
    steps: [
      `Put your test key in the ${apiFacts.keyEnvVar} environment variable.`,
      "List the models available to you with GET /api/v1/models.",
      "Send a chat completion with a model, the messages and a temperature.",
      "Read the reply in choices[0].message.content.",
      "Switch to your live key only on your production server.",
    ],
    articleSlug: "make-your-first-api-request",
  },
  {
    id: "billing-walkthrough",
    title: "Change your plan or get an invoice",
    category: "account-billing",
    summary: "How plan changes, invoices and cancellations are handled today.",
    steps: [
      "Check when your plan is charged: monthly, once, or as your proposal says.",
      "Ask for an upgrade or a downgrade by opening a ticket on the support page.",
      "Update your billing contact or company details from a contact named on the account.",
      "Ask support for a copy of an invoice, giving its number or month.",
      "Cancel a monthly plan before your next billing date; it runs to the end of the paid month.",
    ],
    articleSlug: "manage-your-subscription-and-invoices",
  },
] as const satisfies readonly HelpTutorial[];

export const helpStillNeedHelp = {
  title: "Still need help?",
  description:
    "Open a support ticket or email the team: the support page lists every way to reach us. Planning something new? Talk to us about your project.",
  primary: { label: "Contact Support", href: "/support" },
  secondary: { label: "Contact Us", href: "/contact" },
} satisfies CtaBanner;

/** How an article's facts read: "5 min read", "Last updated". */
export const helpArticleFacts = {
  readTime: (minutes: number) => `${minutes} min read`,
  lastUpdated: "Last updated",
  /** A category's count of articles, computed from the articles: "4 articles". */
  articleCount: (count: number) => `${count} ${count === 1 ? "article" : "articles"}`,
} as const;

/** A category's own page (/help/category/<id>): every article of the category. */
export const helpCategoryPageCopy = {
  /** The document title: "Troubleshooting help articles". */
  title: (category: HelpCategory) => `${category.title} help articles`,
  hero: (category: HelpCategory): PageHero => ({
    eyebrow: helpHero.eyebrow,
    title: category.title,
    description: category.description,
    secondary: helpCategoryPageCopy.back,
  }),
  /** The heading of the list, with its count: "5 articles". */
  listTitle: (count: number) => helpArticleFacts.articleCount(count),
  otherCategoriesTitle: "Other topics",
  /** The hero's way back to every topic. */
  back: { label: "All help topics", href: "/help#categories" },
};

export const helpArticlePageCopy = {
  backLabel: "Back to Help Center",
  relatedTitle: "Related articles",
  stillNeedHelp: {
    title: "Still need help?",
    description:
      "Open a ticket with the details of what you see, or contact us about a new project.",
    links: [
      { label: "Contact Support", href: "/support", icon: "headphones" },
      { label: "Contact Us", href: "/contact", icon: "mail" },
    ],
  },
} satisfies {
  backLabel: string;
  relatedTitle: string;
  stillNeedHelp: {
    title: string;
    description: string;
    links: readonly { label: string; href: string; icon: IconName }[];
  };
};
