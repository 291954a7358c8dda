import { serviceLevelFigures as levels } from "../figures";
import { fourStepProcess } from "../process";
import { contactHref, getService } from "../services";
import type { ItServicePage } from "./types";

const service = getService("web-development");
const contact = contactHref(service.contactService);

export const webDevelopmentPage = {
  slug: "web-development",
  path: "/web-development",
  hero: {
    eyebrow: service.title,
    title: "Websites and web apps that load fast and",
    highlight: "convert",
    description: service.description,
    primary: { label: "Start Your Web Project", href: contact },
    secondary: { label: "All Services", href: "/services" },
  },
  stats: [
    { number: levels.pageLoad, label: "Typical page load" },
    { number: levels.accessibilityScore, label: "Lighthouse accessibility target" },
    { number: levels.releaseEvery, label: "Between working releases" },
    { number: levels.onCall, label: "Monitoring after launch" },
  ],
  included: {
    title: "What is included",
    description:
      "Everything a professional web project needs, from the first wireframe to long-term care.",
    items: [
      {
        title: "UX and interface design",
        description:
          "Wireframes, a design system and prototypes tested with real users before we build.",
        icon: "palette",
      },
      {
        title: "Responsive front end",
        description: "Pixel-perfect on every screen size, from a 320 px phone to a 4K monitor.",
        icon: "monitor",
      },
      {
        title: "Web applications",
        description: "Dashboards, portals and SaaS products with secure authentication and APIs.",
        icon: "layers",
      },
      {
        title: "E-commerce",
        description: "Online stores with payments, inventory, shipping and analytics wired in.",
        icon: "shoppingCart",
      },
      {
        title: "SEO and performance",
        description:
          "Core Web Vitals in the green, structured data and server-side rendering for search.",
        icon: "trendingUp",
      },
      {
        title: "Accessibility",
        description:
          "WCAG 2.2 AA as standard: keyboard navigation, contrast and screen-reader testing.",
        icon: "eye",
      },
    ],
  },
  technologies: {
    title: "Technologies we use",
    description: "Proven, well-supported tools chosen for your project, never for our convenience.",
    groups: [
      { name: "Front end", items: ["React", "Next.js", "TypeScript", "Tailwind CSS", "Vue"] },
      { name: "Back end", items: ["Node.js", "Python", "PostgreSQL", "GraphQL", "REST APIs"] },
      { name: "Content and commerce", items: ["Headless CMS", "Shopify", "Stripe", "WordPress"] },
      { name: "Delivery", items: ["Vercel", "AWS", "Docker", "GitHub Actions", "Playwright"] },
    ],
  },
  process: {
    title: "How we deliver your website",
    description: "The same four steps on every project, so you always know what happens next.",
    steps: fourStepProcess({
      discovery:
        "Workshops with your team on goals, audience and content; an audit of your current site and analytics.",
      strategy:
        "Sitemap, wireframes, technical architecture and a fixed-price proposal with clear milestones.",
      development:
        "Design and build in two-week sprints on a staging site you can click through at any time.",
      deployment:
        "Launch with redirects, analytics and monitoring in place, then training for your editors.",
    }),
  },
  faq: {
    title: "Web development FAQ",
    description: "Straight answers to what clients ask us most.",
    items: [
      {
        question: "How long does a website take?",
        answer:
          "A marketing site usually takes 4 to 8 weeks; a web application 3 to 6 months. You get a timeline with the proposal.",
      },
      {
        question: "Can I edit the content myself?",
        answer:
          "Yes. We connect a content management system and train your team, so text, images and pages never need a developer.",
      },
      {
        question: "Do you redesign existing sites?",
        answer:
          "Often. We keep what works, migrate your content and set up redirects so you keep your search rankings.",
      },
      {
        question: "Who hosts and maintains the site?",
        answer:
          "We can host and monitor it for you with 24/7 support, or hand it over to your own team with full documentation.",
      },
    ],
  },
  cta: {
    title: "Let's build your next website",
    description:
      "Share your goals and we will reply within 24 hours with a plan, a timeline and a fixed price.",
    primary: { label: "Start Your Web Project", href: contact },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies ItServicePage;
