/**
 * The route registry: every public page of the site, with its title, description and
 * group. The header, drawer, footer, sitemap, page metadata and the tests all read it.
 * Pages generated from content (blog posts, help articles, case studies) are listed with these by
 * `listPublicPages()` in src/lib/pages.ts, the one list of every public page.
 */
import { formatOfficeHours, recordFigure, siteConfig, teamSize } from "./site";

export type RouteGroup =
  | "main"
  | "ai-services"
  | "ai-pages"
  | "it-services"
  | "company"
  | "resources"
  | "docs"
  | "account"
  | "legal";

/**
 * The groups of the pages made from content: one page per entry of the Markdown collections
 * (posts, help articles, case studies), and one per blog category and per help category.
 */
type CollectionPageGroup =
  "blog-category" | "blog-post" | "help-category" | "help-article" | "case-study";

/** The group of any public page: a registry route's or a collection's. */
export type PageGroup = RouteGroup | CollectionPageGroup;

/**
 * The help center's search results (/help/search?q=...): what the search boxes of /help and
 * /support submit to without JavaScript. Rendered per request for a query and kept out of
 * search engines, so it is not a page of the registry nor of the sitemap.
 */
export const HELP_SEARCH_PATH = "/help/search";

/**
 * The newsletter's link targets (src/lib/mail/newsletter-links.ts): the confirmation page, the
 * unsubscribe page and the one-click unsubscribe endpoint of the List-Unsubscribe header
 * (RFC 8058, POST only). Reached from emails with a signed token, rendered per request and kept
 * out of search engines: not pages of the registry nor of the sitemap.
 */
export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
  oneClick: "/newsletter/one-click",
} as const;

/**
 * The live chat's page (/chat, /ar/chat): each visitor's own conversation, rendered per request
 * from their cookie and kept out of search engines, so not a page of the registry nor of the
 * sitemap. Every page's chat launcher is a link to it (src/lib/chat/).
 */
export const CHAT_PATH = "/chat";

/**
 * The live chat's link targets, mailed to the visitor with a signed token
 * (src/lib/mail/chat-links.ts): the confirmation of their address, and the conversation with
 * its reply box. Rendered per request and kept out of search engines, like NEWSLETTER_PATHS.
 */
export const CHAT_EMAIL_PATHS = {
  confirm: "/chat/confirm",
  reply: "/chat/reply",
} as const;

export interface RouteEntry {
  path: string;
  /** Document title (the layout appends " | Cedarwave"). */
  title: string;
  /** Meta description: one or two sentences, unique per route. */
  description: string;
  /** Short label used in navigation. */
  label: string;
  group: RouteGroup;
  /** Date the page's content last changed in a meaningful way (sitemap lastmod). */
  updated: string;
}

export const routes = [
  {
    path: "/",
    label: "Home",
    title: "AI and IT services for growing businesses",
    description: `Cedarwave delivers AI solutions, web and mobile development, cloud, cybersecurity and 24/7 IT support. ${recordFigure(siteConfig.record.projectsDelivered)} projects delivered since ${siteConfig.foundingYear}.`,
    group: "main",
    updated: "2026-11-21",
  },
  {
    path: "/services",
    label: "Services",
    title: "Services",
    description:
      "AI solutions, web development, mobile development, cloud solutions, cybersecurity and IT support, delivered through a four-step process.",
    group: "main",
    updated: "2026-11-21",
  },
  {
    path: "/contact",
    label: "Contact",
    title: "Contact us",
    description: `Tell us about your project and get a free consultation. We reply ${siteConfig.responseTime}.`,
    group: "main",
    updated: "2026-11-21",
  },
  {
    path: "/team",
    label: "Team",
    title: "Our team",
    description: `Meet the five leaders of Cedarwave, the ${siteConfig.departments.length} departments of ${teamSize} people they lead, and the culture behind ${recordFigure(siteConfig.record.projectsDelivered)} projects delivered.`,
    group: "main",
    updated: "2026-11-21",
  },
  {
    path: "/ai-services",
    label: "AI Services",
    title: "AI services",
    description: `Conversational AI, website builder AI, AI automation and custom AI solutions that have served ${recordFigure(siteConfig.record.aiClients)} of our ${recordFigure(siteConfig.record.clients)} clients and processed ${siteConfig.record.aiInteractions} interactions.`,
    group: "ai-pages",
    updated: "2026-11-21",
  },
  {
    path: "/ai-services/models",
    label: "AI Models",
    title: "AI models",
    description:
      "Explore the AI models behind our services: language, image generation, speech recognition, code generation, computer vision, translation and analytics.",
    group: "ai-pages",
    updated: "2026-11-21",
  },
  {
    path: "/ai-services/pricing",
    label: "AI Pricing",
    title: "AI pricing",
    description:
      "Monthly AI plans: Starter $299 for up to 1,000 conversations, Professional $799 for up to 10,000, and Enterprise with custom pricing.",
    group: "ai-pages",
    updated: "2026-11-21",
  },
  {
    path: "/ai-services/about",
    label: "About Our AI",
    title: "About our AI",
    description:
      "How Cedarwave builds responsible, secure and fast AI for business, and what is coming next.",
    group: "ai-pages",
    updated: "2026-11-21",
  },
  {
    path: "/ai-services/contact",
    label: "AI Demo",
    title: "Request an AI demo",
    description:
      "Request a live demo of Cedarwave's AI services from our San Francisco team, tailored to your use case.",
    group: "ai-pages",
    updated: "2026-11-21",
  },
  {
    path: "/services/conversational-ai",
    label: "Conversational AI",
    title: "Conversational AI",
    description:
      "Chatbots and voice assistants that answer customers in 50+ languages in under 200ms, on monthly plans.",
    group: "ai-services",
    updated: "2026-11-21",
  },
  {
    path: "/services/website-builder",
    label: "Website Builder AI",
    title: "Website builder AI",
    description:
      "Launch a professional website generated by AI, with hosting included. One-time plans from $99.",
    group: "ai-services",
    updated: "2026-11-21",
  },
  {
    path: "/services/custom-ai",
    label: "Custom AI Solutions",
    title: "Custom AI solutions",
    description:
      "Custom machine learning, computer vision, NLP and predictive analytics built for your industry and data.",
    group: "ai-services",
    updated: "2026-11-21",
  },
  {
    path: "/services/automation",
    label: "AI Automation",
    title: "AI automation",
    description:
      "Automate workflows across your business with AI and cut up to 80% of manual work. Plans from $299 a month.",
    group: "ai-services",
    updated: "2026-11-21",
  },
  {
    path: "/web-development",
    label: "Web Development",
    title: "Web development",
    description:
      "Fast, accessible websites and web applications built with modern frameworks, from design to deployment.",
    group: "it-services",
    updated: "2026-11-21",
  },
  {
    path: "/mobile-development",
    label: "Mobile Development",
    title: "Mobile development",
    description:
      "Native and cross-platform iOS and Android apps, designed, built and shipped to the stores.",
    group: "it-services",
    updated: "2026-11-21",
  },
  {
    path: "/cloud-solutions",
    label: "Cloud Solutions",
    title: "Cloud solutions",
    description:
      "Cloud migration, architecture, DevOps and cost optimisation on AWS, Azure and Google Cloud.",
    group: "it-services",
    updated: "2026-11-21",
  },
  {
    path: "/cybersecurity",
    label: "Cybersecurity",
    title: "Cybersecurity",
    description:
      "Security audits, penetration testing, monitoring and compliance that keep your business and your customers safe.",
    group: "it-services",
    updated: "2026-11-21",
  },
  {
    path: "/it-support",
    label: "IT Support",
    title: "IT support",
    description:
      "24/7 help desk, device management, network administration and proactive maintenance for your team.",
    group: "it-services",
    updated: "2026-11-21",
  },
  {
    path: "/company-info",
    label: "Company Info",
    title: "Company information",
    description:
      "Cedarwave Technologies at a glance: founded in 2020, offices in Beirut and San Francisco, our team and our services.",
    group: "company",
    updated: "2026-11-21",
  },
  {
    path: "/case-studies",
    label: "Case Studies",
    title: "Case studies",
    description:
      "How four clients use our AI and cloud work: the problem, what we built, the timeline and the results they measured.",
    group: "company",
    updated: "2026-11-29",
  },
  {
    path: "/pricing",
    label: "Pricing",
    title: "Pricing",
    description:
      "Every Cedarwave plan in one place: AI plans, Conversational AI, Website Builder and Automation, monthly and one-time.",
    group: "company",
    updated: "2026-11-21",
  },
  {
    path: "/press-release",
    label: "Press Release",
    title: "Press release",
    description:
      "News from Cedarwave: our latest announcement, company background and the media contact for press enquiries.",
    group: "company",
    updated: "2026-11-21",
  },
  {
    path: "/colophon",
    label: "Colophon",
    title: "Colophon",
    description:
      "How the Cedarwave website is made: the illustrated portraits and their licence, the typefaces, the icons, and the drawings made here.",
    group: "company",
    updated: "2026-11-29",
  },
  {
    path: "/docs",
    label: "Documentation",
    title: "Documentation",
    description:
      "Get started with the Cedarwave platform: API keys, guides, configuration and a quick start in three steps.",
    group: "resources",
    updated: "2026-11-21",
  },
  {
    path: "/api",
    label: "API Reference",
    title: "API reference",
    description:
      "Reference for the Cedarwave REST API: authentication with bearer API keys, endpoints, examples and SDKs.",
    group: "resources",
    updated: "2026-11-21",
  },
  {
    path: "/blog",
    label: "Blog",
    title: "Blog",
    description:
      "Articles on AI technology, development, automation, security and business from the Cedarwave team.",
    group: "resources",
    updated: "2026-11-21",
  },
  {
    path: "/support",
    label: "Support",
    title: "Support",
    description: `Get help from Cedarwave: support tickets (Critical ones answered around the clock), phone ${formatOfficeHours(siteConfig.offices.beirut)}, and email replies ${siteConfig.responseTime}.`,
    group: "resources",
    updated: "2026-11-21",
  },
  {
    path: "/help",
    label: "Help Center",
    title: "Help center",
    description:
      "Search help articles and step-by-step guides on getting started, billing, integrations and troubleshooting.",
    group: "resources",
    updated: "2026-11-21",
  },
  {
    path: "/training",
    label: "Training",
    title: "Training and certification",
    description:
      "Training programmes and certifications in AI and development, plus enterprise training for your team.",
    group: "resources",
    updated: "2026-11-21",
  },
  ...(["javascript", "python", "php", "ruby", "java", "go"] as const).map((language) => ({
    path: `/docs/sdk/${language}`,
    label: sdkLabel(language),
    title: `${sdkLabel(language)} SDK`,
    description: `Install the Cedarwave ${sdkLabel(language)} SDK, authenticate with your API key and make your first request.`,
    group: "docs" as const,
    updated: "2026-11-21",
  })),
  {
    path: "/signin",
    label: "Sign In",
    title: "Sign in",
    description:
      "Sign in to the Cedarwave client portal to follow your projects, tickets and invoices in one place.",
    group: "account",
    updated: "2026-11-21",
  },
  {
    path: "/signup",
    label: "Sign Up",
    title: "Request portal access",
    description:
      "Join the waitlist for the Cedarwave client portal and be among the first clients to get access.",
    group: "account",
    updated: "2026-11-21",
  },
  {
    path: "/forgot-password",
    label: "Forgot Password",
    title: "Forgot password",
    description:
      "How to regain access to the Cedarwave client portal: access is managed by our team, and support can help.",
    group: "account",
    updated: "2026-11-21",
  },
  {
    path: "/privacy",
    label: "Privacy Policy",
    title: "Privacy policy",
    description:
      "How Cedarwave collects, uses, stores and protects personal data, and the rights you have over it.",
    group: "legal",
    updated: "2026-11-24",
  },
  {
    path: "/terms",
    label: "Terms of Service",
    title: "Terms of service",
    description:
      "The terms that govern your use of the Cedarwave website, and how they relate to the agreements we sign with our clients.",
    group: "legal",
    updated: "2026-09-01",
  },
  {
    path: "/cookies",
    label: "Cookie Policy",
    title: "Cookie policy",
    description:
      "The cookies and browser storage the Cedarwave website really uses, and why there are no tracking cookies.",
    group: "legal",
    updated: "2026-11-29",
  },
  {
    path: "/data-processing",
    label: "Data Processing",
    title: "Data processing",
    description:
      "Cedarwave's data processing principles, legal bases, security measures, international transfers and your rights.",
    group: "legal",
    updated: "2026-08-24",
  },
  {
    path: "/compliance",
    label: "Compliance",
    title: "Compliance",
    description:
      "Cedarwave's certifications and regulatory compliance: ISO 27001, GDPR, SOC 2 Type II, CCPA and more.",
    group: "legal",
    updated: "2026-11-21",
  },
] as const satisfies readonly RouteEntry[];

function sdkLabel(language: string): string {
  const labels: Record<string, string> = {
    javascript: "JavaScript",
    python: "Python",
    php: "PHP",
    ruby: "Ruby",
    java: "Java",
    go: "Go",
  };
  return labels[language] ?? language;
}

type Route = (typeof routes)[number];
export type RoutePath = Route["path"];

const byPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

export function getRoute(path: RoutePath): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

export function isRegisteredPath(path: string): boolean {
  return byPath.has(path);
}

/** The routes of one group, in registry order (navigation groups are built from these). */
export function routesInGroup(group: RouteGroup): Route[] {
  return routes.filter((route) => route.group === group);
}
