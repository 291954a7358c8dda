/** The /services page: six detailed service cards, the four-step process and a call to action. */
import { fourStepProcess } from "./process";
import { contactHref, services } from "./services";
import type { CtaBanner, PageHero, ServiceCard } from "./types";

export const servicesHero = {
  eyebrow: "Six practices, one team",
  title: "Services built around your",
  highlight: "growth",
  description:
    "AI, web, mobile, cloud, security and support from one senior team: pick one service or let us run the whole stack, with one plan and one point of contact.",
  primary: { label: "Get Free Consultation", href: "/contact" },
  secondary: { label: "View Pricing", href: "/pricing" },
} satisfies PageHero;

export const servicesIntro = {
  title: "What we do",
  description:
    "Each service is delivered by specialists and backed by 24/7 support. Open a service to see what is included, the technologies we use and answers to common questions.",
  cardCta: "Get Started",
  learnMore: "Learn more",
};

/** The detailed cards: full description and every feature; the button preselects the service on /contact. */
export const servicesPageCards: readonly ServiceCard[] = services.map((service) => ({
  title: service.title,
  description: service.description,
  features: [...service.features, ...service.details],
  icon: service.icon,
  link: service.link,
  gradient: service.gradient,
  cta: { label: servicesIntro.cardCta, href: contactHref(service.contactService) },
}));

export const servicesProcess = {
  title: "Our process",
  description:
    "Four steps from first call to launch. You see working results early and know the price before we start.",
  steps: fourStepProcess({
    discovery:
      "We learn your business, users and goals, audit what you have and agree on what success looks like.",
    strategy:
      "We propose the architecture, the plan and a fixed price, with milestones you can hold us to.",
    development:
      "We build in two-week sprints, demo every increment and test as we go: security and accessibility included.",
    deployment:
      "We launch without downtime, train your team and stay on hand with monitoring and 24/7 support.",
  }),
};

export const servicesCta = {
  title: "Not sure which service you need?",
  description:
    "Tell us what you want to achieve. We reply within 24 hours with a plan, a timeline and a fixed price.",
  primary: { label: "Get Free Consultation", href: "/contact" },
  secondary: { label: "See All Pricing", href: "/pricing" },
} satisfies CtaBanner;
