import { serviceLevelFigures as levels } from "../figures";
import { fourStepProcess } from "../process";
import { contactHref, getService } from "../services";
import type { ItServicePage } from "./types";

const service = getService("mobile-development");
const contact = contactHref(service.contactService);

export const mobileDevelopmentPage = {
  slug: "mobile-development",
  path: "/mobile-development",
  hero: {
    eyebrow: service.title,
    title: "Mobile apps your customers",
    highlight: "keep using",
    description: service.description,
    primary: { label: "Start Your App", href: contact },
    secondary: { label: "All Services", href: "/services" },
  },
  stats: [
    { number: levels.mobilePlatforms, label: "Platforms, iOS and Android" },
    { number: levels.storeRating, label: "Target store rating" },
    { number: levels.releaseEvery, label: "Between test builds" },
    { number: levels.onCall, label: "Crash monitoring" },
  ],
  included: {
    title: "What is included",
    description: "Everything it takes to ship an app to the stores and keep it healthy.",
    items: [
      {
        title: "Product and UX design",
        description: "User research, flows and prototypes that follow iOS and Android conventions.",
        icon: "palette",
      },
      {
        title: "Native development",
        description:
          "Swift and Kotlin apps when you need the best performance and device features.",
        icon: "smartphone",
      },
      {
        title: "Cross-platform apps",
        description: "One React Native or Flutter codebase for both platforms, to ship faster.",
        icon: "layers",
      },
      {
        title: "APIs and back end",
        description: "Secure APIs, authentication, push notifications and offline sync.",
        icon: "server",
      },
      {
        title: "Store launch",
        description:
          "App Store and Google Play listings, review guidelines and release management.",
        icon: "rocket",
      },
      {
        title: "Analytics and maintenance",
        description: "Crash reporting, usage analytics and updates for every new OS version.",
        icon: "barChart",
      },
    ],
  },
  technologies: {
    title: "Technologies we use",
    description: "Native where it matters, cross-platform where it saves you time and money.",
    groups: [
      { name: "Native", items: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose"] },
      { name: "Cross-platform", items: ["React Native", "Flutter", "Expo", "TypeScript"] },
      { name: "Back end", items: ["Firebase", "Node.js", "GraphQL", "PostgreSQL"] },
      { name: "Quality and release", items: ["Fastlane", "TestFlight", "Detox", "Sentry"] },
    ],
  },
  process: {
    title: "How we build your app",
    description: "Four steps from idea to the App Store and Google Play.",
    steps: fourStepProcess({
      discovery:
        "We map your users, their journeys and the features that matter most for a first release.",
      strategy:
        "We choose native or cross-platform, plan the back end and agree a fixed-price roadmap.",
      development: "Test builds on your phone every two weeks, so you can try the app as it grows.",
      deployment:
        "We handle store submission and review, then monitor crashes, ratings and usage after launch.",
    }),
  },
  faq: {
    title: "Mobile development FAQ",
    description: "What clients ask before starting an app.",
    items: [
      {
        question: "Native or cross-platform: which should I choose?",
        answer:
          "Cross-platform suits most business apps and costs less; native is worth it for heavy graphics, complex device features or the very best performance. We advise honestly on your case.",
      },
      {
        question: "How long does it take to build an app?",
        answer:
          "A focused first version takes 8 to 16 weeks, depending on features and integrations.",
      },
      {
        question: "Will you publish the app under my account?",
        answer:
          "Yes. The app, its code and the store listings belong to you; we publish under your developer accounts.",
      },
      {
        question: "Do you maintain apps after launch?",
        answer:
          "Yes. We keep the app compatible with new iOS and Android releases and ship improvements on a monthly plan.",
      },
    ],
  },
  cta: {
    title: "Have an app idea?",
    description:
      "Tell us about it. We reply within 24 hours with the best way to build it and what it will cost.",
    primary: { label: "Start Your App", href: contact },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies ItServicePage;
