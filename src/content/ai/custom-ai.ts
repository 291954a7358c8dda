/** /services/custom-ai: six solutions, six industries, four steps, ten technologies, testimonials. */
import { contactHref } from "../services";
import type { CtaBanner, PageHero } from "../types";
import type { AiServicePage, AiServiceSection } from "./shared";

const customAiHero = {
  eyebrow: "Custom AI Solutions",
  title: "AI designed around",
  highlight: "your data",
  description:
    "When off-the-shelf tools are not enough, our engineers build models that learn from your data and solve the problems only your business has.",
  primary: { label: "Discuss Your Project", href: contactHref("ai") },
  secondary: { label: "Request a Demo", href: "/ai-services/contact" },
} satisfies PageHero;

const customAiSolutions = {
  kind: "features",
  id: "solutions",
  title: "What we build",
  description: "Six kinds of custom AI, each delivered from prototype to production.",
  items: [
    {
      title: "Machine learning models",
      description: "Classification and regression models trained and validated on your data.",
      icon: "brain",
    },
    {
      title: "Computer vision",
      description: "Defect detection, document reading and image search for your workflows.",
      icon: "eye",
    },
    {
      title: "Natural language processing",
      description: "Models that read, summarise and classify emails, contracts and reviews.",
      icon: "messageSquare",
    },
    {
      title: "Predictive analytics",
      description: "Forecasts of demand, churn and risk, explained in plain language.",
      icon: "trendingUp",
    },
    {
      title: "Recommendation engines",
      description: "Personalised products and content that raise basket size and engagement.",
      icon: "target",
    },
    {
      title: "AI integration",
      description: "Models connected to your apps, data warehouse and business systems.",
      icon: "network",
    },
  ],
} satisfies AiServiceSection;

const customAiIndustries = {
  kind: "features",
  id: "industries",
  title: "Industries we serve",
  description: "Domain experience that shortens every project.",
  items: [
    {
      title: "Healthcare",
      description: "Triage assistants, imaging support and patient flow forecasting.",
      icon: "heartPulse",
    },
    {
      title: "Finance",
      description: "Fraud detection, credit scoring and document automation.",
      icon: "creditCard",
    },
    {
      title: "Retail and e-commerce",
      description: "Recommendations, demand forecasting and pricing.",
      icon: "shoppingCart",
    },
    {
      title: "Manufacturing",
      description: "Visual quality control and predictive maintenance.",
      icon: "cog",
    },
    {
      title: "Logistics",
      description: "Route optimisation, ETA prediction and shipment paperwork.",
      icon: "truck",
    },
    {
      title: "Education",
      description: "Personalised learning paths and automated grading support.",
      icon: "graduationCap",
    },
  ],
} satisfies AiServiceSection;

const customAiProcess = {
  kind: "steps",
  id: "process",
  title: "How we deliver",
  description: "A proven four-step process with a working prototype early.",
  steps: [
    {
      title: "Discovery",
      description: "We define the problem, the data available and how success will be measured.",
      icon: "search",
    },
    {
      title: "Prototype",
      description: "A first model on a sample of your data, to prove the value in weeks.",
      icon: "lightbulb",
    },
    {
      title: "Development",
      description: "We train, evaluate and harden the model, and build its integrations.",
      icon: "code",
    },
    {
      title: "Deployment and support",
      description: "We deploy to your cloud or ours, monitor it and retrain as your data changes.",
      icon: "rocket",
    },
  ],
} satisfies AiServiceSection;

const customAiTechnologies = {
  kind: "chips",
  id: "technologies",
  title: "Technologies we use",
  description: "Proven, open tools, so your solution is never locked in.",
  items: [
    "Python",
    "PyTorch",
    "TensorFlow",
    "scikit-learn",
    "Hugging Face",
    "OpenCV",
    "LangChain",
    "Apache Spark",
    "Kubernetes",
    "AWS SageMaker",
  ],
} satisfies AiServiceSection;

const customAiTestimonials = {
  kind: "testimonials",
  id: "testimonials",
  title: "Custom AI in the real world",
  description: "Results from projects we delivered.",
  items: [
    {
      name: "Dr. Nadia Farah",
      company: "Cedars Medical Center",
      role: "Chief Medical Information Officer",
      content:
        "Their patient-flow model predicts emergency admissions 24 hours ahead, within 7% on average. We plan staff with numbers now, not guesses.",
      rating: 5,
      results: "30% shorter waiting times",
    },
    {
      name: "Thomas Becker",
      company: "Precision Parts GmbH",
      role: "Plant Manager",
      content:
        "The vision system inspects every part on the line and flags defects our operators could not see. It paid for itself in a quarter.",
      rating: 5,
      results: "92% fewer defects reaching customers",
    },
  ],
} satisfies AiServiceSection;

const customAiCta = {
  title: "Have a problem only AI can solve?",
  description:
    "Tell us about it: we will assess your data and propose an approach, free of charge.",
  primary: { label: "Get Free Consultation", href: contactHref("ai") },
  secondary: { label: "Explore Our Models", href: "/ai-services/models" },
} satisfies CtaBanner;

/** What /services/custom-ai shows between the header and the footer, in page order. */
export const customAiPage = {
  hero: customAiHero,
  visual: "dashboard",
  caseStudy: "cedars-medical",
  sections: [
    customAiSolutions,
    customAiIndustries,
    customAiProcess,
    customAiTechnologies,
    customAiTestimonials,
  ],
  cta: customAiCta,
} satisfies AiServicePage;
