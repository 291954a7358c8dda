/** /ai-services: the AI services landing page. Prices come from the plans, figures from the site's record. */
import { siteConfig } from "@/config/site";

import { caseStudyPath } from "../case-study-facts";
import { figures, serviceLevelFigures } from "../figures";
import {
  automationPlans,
  conversationalAiPlans,
  uptimeSlaPlans,
  websiteBuilderPlans,
} from "../plans";
import { contactHref } from "../services";
import type { CtaBanner, PageHero, ServiceCard, Stat } from "../types";
import {
  customPricing,
  startingPrices,
  type CarouselLabels,
  type StepBlock,
  type TestimonialBlock,
  type TileBlock,
} from "./shared";

export const aiLandingHero = {
  eyebrow: "AI services for business",
  title: "AI that answers, builds and automates for",
  highlight: "your business",
  description:
    "Conversational assistants, AI-built websites, workflow automation and custom models: designed around your goals, launched in weeks and measured in revenue.",
  primary: { label: "Get Free Consultation", href: contactHref("ai") },
  secondary: { label: "Explore AI Models", href: "/ai-services/models" },
} satisfies PageHero;

export const aiLandingStats = [
  figures.aiClients,
  figures.aiInteractions,
  { number: serviceLevelFigures.uptime, label: "Uptime" },
  figures.aiRevenueIncrease,
] as const satisfies readonly Stat[];

export const aiServicesIntro = {
  title: "Four ways to put AI to work",
  description:
    "Start with the service that removes your biggest bottleneck; every one of them connects to the tools you already use.",
  learnMore: "Learn more",
  cardCta: "Get Started",
};

const aiCta = { label: aiServicesIntro.cardCta, href: contactHref("ai") };

export const aiServiceCards = [
  {
    title: "Conversational AI",
    description:
      "Chatbots and voice assistants that answer customers around the clock, in 50+ languages, in under 200ms.",
    features: ["Website, WhatsApp and phone", "50+ languages", "Hands off to your team"],
    icon: "messageSquare",
    link: "/services/conversational-ai",
    gradient: "from-cyan-600 to-blue-700",
    ...startingPrices(conversationalAiPlans),
    cta: aiCta,
  },
  {
    title: "Website Builder AI",
    description:
      "Describe your business and get a fast, professional website, written, designed and hosted for you.",
    features: ["Generated in minutes", "Hosting and SSL included", "SEO-ready pages"],
    icon: "wand",
    link: "/services/website-builder",
    gradient: "from-violet-600 to-fuchsia-700",
    ...startingPrices(websiteBuilderPlans),
    cta: aiCta,
  },
  {
    title: "AI Automation",
    description:
      "Workflows that read documents, route requests and update your systems, with up to 80% less manual work.",
    features: ["Document processing", "CRM and ERP integrations", "Monthly performance reports"],
    icon: "workflow",
    link: "/services/automation",
    gradient: "from-emerald-600 to-teal-700",
    ...startingPrices(automationPlans),
    cta: aiCta,
  },
  {
    title: "Custom AI Solutions",
    description:
      "Models trained on your data for prediction, vision and language, built and run by our engineers.",
    features: ["Machine learning models", "Computer vision and NLP", "Deployed in your cloud"],
    icon: "brain",
    link: "/services/custom-ai",
    gradient: "from-amber-600 to-orange-700",
    price: customPricing,
    cta: aiCta,
  },
] as const satisfies readonly ServiceCard[];

export const aiBenefits = {
  title: "Why businesses choose our AI",
  description: "Results you can measure, on infrastructure you can trust.",
  items: [
    {
      title: "More revenue",
      description: `Clients report a ${siteConfig.record.aiRevenueIncrease} average revenue increase after their first year with us.`,
      icon: "trendingUp",
    },
    {
      title: "Always on",
      description: `24/7 monitoring keeps your assistants answering, with a ${siteConfig.record.uptime} uptime SLA on ${uptimeSlaPlans()}.`,
      icon: "clock",
    },
    {
      title: "Fast answers",
      description: "Responses in under 200ms, in 50+ languages, on every channel.",
      icon: "zap",
    },
    {
      title: "Secure by design",
      description: "GDPR-compliant processing and SOC 2 Type II audited controls.",
      icon: "shieldCheck",
    },
  ],
} satisfies TileBlock;

export const aiProcess = {
  title: "From first call to measurable results",
  description: "A clear three-step process, with a working AI in production within weeks.",
  steps: [
    {
      title: "Consultation",
      description:
        "We study your goals, your data and your customers' questions, and agree on the metrics that define success.",
      icon: "messageCircle",
    },
    {
      title: "Implementation",
      description:
        "We configure, train and integrate the AI with your website, channels and systems, then test it with your team.",
      icon: "settings",
    },
    {
      title: "Optimization",
      description:
        "We monitor every conversation and workflow, and tune the AI each month to raise accuracy and conversions.",
      icon: "trendingUp",
    },
  ],
} satisfies StepBlock;

export const aiTestimonials = {
  title: "Results our clients talk about",
  description: "Businesses that put our AI to work, in their own words.",
  link: { label: "Read our case studies", href: "/case-studies" },
  items: [
    {
      name: "Rania Khoury",
      company: "Atlas Retail Group",
      role: "Head of E-commerce",
      content:
        "Our chat assistant now settles 64% of pre-sale questions on its own, in Arabic, English and French. Customers get answers at midnight and our team focuses on the hard cases.",
      rating: 5,
      results: "22% more online sales in six months",
      caseStudy: caseStudyPath("atlas-retail"),
    },
    {
      name: "David Miller",
      company: "Northwind Logistics",
      role: "Operations Manager",
      content:
        "Cedarwave automated our shipment paperwork end to end. What used to take three people a full day is now done before the morning meeting.",
      rating: 5,
      results: "78% less manual data entry",
    },
    {
      name: "Amina Saleh",
      company: "Bloom Dental Clinics",
      role: "Founder",
      content:
        "We went from no website to a polished site with online booking in a week. The AI wrote copy that sounds like us, and patients book on their own.",
      rating: 5,
      results: "3x more online bookings",
    },
  ],
} satisfies TestimonialBlock;

export const aiCarouselLabels = {
  roleDescription: { carousel: "carousel", slide: "slide" },
  region: "Client testimonials",
  pause: "Pause",
  play: "Play",
  previous: "Previous testimonial",
  next: "Next testimonial",
  show: "Show testimonial {n} of {total}",
  slide: "{n} of {total}",
} satisfies CarouselLabels;

export const aiLandingCta = {
  title: "Ready to see what AI can do for you?",
  description:
    "Book a free consultation: we will map your quickest AI wins and send a proposal within 24 hours.",
  primary: { label: "Get Free Consultation", href: contactHref("ai") },
  secondary: { label: "View AI Pricing", href: "/ai-services/pricing" },
} satisfies CtaBanner;
