/** The help center (/help): categories, video tutorials and section copy. Articles are Markdown in ./help. */
import type { CtaBanner, Gradient, IconName, PageHero } from "./types";

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
  /** Dark gradient (white text) used for the category's tutorial thumbnails. */
  gradient: Gradient;
  /** Number of articles in the category (the seed's counts). */
  articleCount: number;
  /** What the category card searches for. */
  query: string;
}

export interface VideoTutorial {
  id: string;
  title: string;
  /** "m:ss" */
  duration: string;
  views: number;
  category: HelpCategoryId;
  summary: string;
  /** The tutorial's outline, shown instead of a video player. */
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
    gradient: "from-cyan-700 to-sky-800",
    articleCount: 12,
    query: "getting started",
  },
  {
    id: "account-billing",
    title: "Account & Billing",
    description: "Plans, invoices, payment methods, upgrades and cancellations.",
    icon: "creditCard",
    gradient: "from-violet-700 to-indigo-800",
    articleCount: 25,
    query: "billing",
  },
  {
    id: "api-integrations",
    title: "API & Integrations",
    description: "API keys, SDKs, webhooks and connecting the tools you already use.",
    icon: "code",
    gradient: "from-sky-700 to-blue-800",
    articleCount: 18,
    query: "API",
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    description: "Fix common problems with chatbots, websites, workflows and access.",
    icon: "wrench",
    gradient: "from-teal-700 to-cyan-800",
    articleCount: 22,
    query: "troubleshooting",
  },
] as const satisfies readonly HelpCategory[];

export function helpCategory(id: HelpCategoryId): HelpCategory {
  const category = helpCategories.find((item) => item.id === id);
  if (!category) throw new Error(`Unknown help category ${id}`);
  return category;
}

export const helpSections = {
  categories: {
    title: "Browse by category",
    description: "Pick a topic to search everything we have written about it.",
  },
  popular: {
    title: "Popular articles",
    description: "The guides our clients read most.",
  },
  videos: {
    title: "Video tutorials",
    description: "Short walkthroughs of the tasks clients ask about most.",
    watchLabel: "Watch",
    outlineNote:
      "Video playback is not available on the website yet. Here is the tutorial step by step; the full written guide covers the same ground.",
    outlineHeading: "Tutorial outline",
    articleLabel: "Read the full guide",
    closeLabel: "Close",
    closeTutorialLabel: "Close tutorial",
    durationLabel: "Duration",
    views: (count: string) => `${count} views`,
    /** Under an outline shown in the page (Watch without JavaScript): back to the cards. */
    backLabel: "Back to the tutorials",
  },
};

/** The texts of the tutorial cards, their dialog and their in-page outlines. */
export type VideoTutorialsCopy = Omit<typeof helpSections.videos, "title" | "description">;

/** "8:30 · API & Integrations": the line above a tutorial's title in its outline. */
export function videoMeta(video: VideoTutorial): string {
  return `${video.duration} · ${helpCategory(video.category).title}`;
}

/** The id of a tutorial's outline in /help, where its Watch link leads without JavaScript. */
export function videoOutlineId(videoId: string): string {
  return `tutorial-${videoId}`;
}

export const helpVideos = [
  {
    id: "platform-tour",
    title: "Platform tour: your first day with Cedarwave",
    duration: "6:42",
    views: 8240,
    category: "getting-started",
    summary: "What happens after you sign up, who you work with and where everything lives.",
    steps: [
      "Request a free consultation from the contact page and pick your service.",
      "Compare plans on the pricing page and choose the one that fits.",
      "Meet your onboarding engineer at the kickoff and receive your project plan.",
      "Receive your test and live API keys if your plan includes API access.",
      "Know where to get help: this help center, the support page and your project channel.",
    ],
    articleSlug: "getting-started-with-cedarwave",
  },
  {
    id: "chatbot-setup",
    title: "Setting up a chatbot in 10 minutes",
    duration: "10:15",
    views: 11560,
    category: "getting-started",
    summary: "From your first knowledge files to a chatbot live on your website.",
    steps: [
      "Choose one clear job for the assistant and define a successful conversation.",
      "Gather your help articles, FAQs and real customer questions.",
      "Agree the tone, languages and hand-over rules.",
      "Add the chat widget's script tag to your website.",
      "Test with real questions, fix the gaps, then launch.",
    ],
    articleSlug: "build-your-first-ai-chatbot",
  },
  {
    id: "api-first-request",
    title: "Your first API request",
    duration: "8:30",
    views: 6975,
    category: "api-integrations",
    summary: "Authenticate with your API key and call the chat completions endpoint.",
    steps: [
      "Store your API key in an environment variable, never in source code.",
      "Send it in the Authorization header as a bearer token.",
      "List the models available to you with GET /api/v1/models.",
      "Send a chat completion with a model, messages and a temperature.",
      "Handle 401, 403 and 429 responses in your code.",
    ],
    articleSlug: "authenticate-api-requests",
  },
  {
    id: "billing-walkthrough",
    title: "Managing billing and invoices",
    duration: "4:50",
    views: 4310,
    category: "account-billing",
    summary: "Change plans, update billing details, get invoices and cancel.",
    steps: [
      "See when monthly, one-time and custom plans are charged.",
      "Request an upgrade or downgrade and when each takes effect.",
      "Update your billing contact or company details safely.",
      "Get a copy of an invoice or have it re-issued.",
      "Cancel a plan and export your data.",
    ],
    articleSlug: "manage-your-subscription-and-invoices",
  },
] as const satisfies readonly VideoTutorial[];

export const helpStillNeedHelp = {
  title: "Still need help?",
  description:
    "Our support team is available 24/7. Open a ticket, call or email us, or talk to sales about your next project.",
  primary: { label: "Contact Support", href: "/support" },
  secondary: { label: "Contact Us", href: "/contact" },
} satisfies CtaBanner;

/** How an article's facts read: "5 min read", "4.8 out of 5 rating", "15,420 views". */
export const helpArticleFacts = {
  readTime: (minutes: number) => `${minutes} min read`,
  ratingSuffix: " out of 5 rating",
  views: (views: number) => `${formatViews(views)} views`,
  lastUpdated: "Last updated",
  /** A category card's count: "12 articles". */
  articleCount: (count: number) => `${count} articles`,
} as const;

export const helpArticlePageCopy = {
  backLabel: "Back to Help Center",
  relatedTitle: "Related articles",
  stillNeedHelp: {
    title: "Still need help?",
    description: "Our team answers within 24 hours, and around the clock for critical issues.",
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

export function formatViews(views: number): string {
  return new Intl.NumberFormat("en-US").format(views);
}
