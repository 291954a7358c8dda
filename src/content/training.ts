/** The /training page: programmes, certifications, enterprise training and testimonials. */
import { siteConfig } from "@/config/site";

import { figures } from "./figures";
import { contactHref } from "./services";
import type { PageHero, Stat, Testimonial } from "./types";

/** The seed's training-programme shape. */
export interface TrainingProgramme {
  /** Stable id, used as the plan in /contact?service=ai&plan=training-... */
  id: string;
  title: string;
  description: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  /** In weeks. */
  duration: number;
  lessons: number;
  students: number;
  /** Average rating out of 5, one decimal. */
  rating: number;
  /** Whole US dollars; 0 is free. */
  price: number;
  featured: boolean;
  /** What the programme covers, shown as a short list. */
  topics: readonly string[];
}

/** The seed's certification shape. */
export interface Certification {
  id: string;
  title: string;
  description: string;
  requirements: readonly string[];
  /** In years. */
  validity: number;
  /** The programme that prepares for it. */
  preparedBy: TrainingProgramme["id"];
}

export const trainingHero = {
  eyebrow: "Training & Certification",
  title: "Learn to build with AI,",
  highlight: "from the people who ship it",
  description:
    "Hands-on programmes taught by Cedarwave engineers, from your first prompt to production machine learning, with certifications that show what you can do.",
  primary: { label: "Browse Programmes", href: "#programmes" },
  secondary: { label: "Enterprise Training", href: "#enterprise" },
} satisfies PageHero;

export const trainingProgrammes = [
  {
    id: "ai-fundamentals",
    title: "AI Fundamentals",
    description:
      "What modern AI can and cannot do, how language models work, and how to use them safely and productively in everyday business work.",
    level: "Beginner",
    duration: 4,
    lessons: 16,
    students: 3910,
    rating: 4.8,
    price: 0,
    featured: false,
    topics: ["How language models work", "Prompting that works", "Responsible and secure use"],
  },
  {
    id: "conversational-ai-development",
    title: "Conversational AI Development",
    description:
      "Design, build and evaluate chatbots and voice assistants that answer from your own knowledge base and hand over to people gracefully.",
    level: "Intermediate",
    duration: 6,
    lessons: 24,
    students: 620,
    rating: 4.9,
    price: 299,
    featured: true,
    topics: ["Retrieval-augmented generation", "Conversation design", "Evaluation and monitoring"],
  },
  {
    id: "machine-learning-engineering",
    title: "Machine Learning Engineering",
    description:
      "Train, fine-tune, deploy and monitor models in production, with the data pipelines, testing and MLOps practices our own teams use.",
    level: "Advanced",
    duration: 8,
    lessons: 32,
    students: 280,
    rating: 4.7,
    price: 499,
    featured: false,
    topics: ["Fine-tuning and evaluation", "Model serving and scaling", "MLOps and monitoring"],
  },
  {
    id: "ai-automation",
    title: "AI Automation for Business",
    description:
      "Map your processes, pick the right candidates and build reliable AI-powered workflows with people in the loop where it matters.",
    level: "Intermediate",
    duration: 5,
    lessons: 20,
    students: 450,
    rating: 4.8,
    price: 399,
    featured: false,
    topics: ["Process discovery", "Workflow design and APIs", "Human-in-the-loop review"],
  },
] as const satisfies readonly TrainingProgramme[];

export const programmeCopy = {
  title: "Training programmes",
  description:
    "Four programmes, self-paced with weekly live sessions and a mentor for every cohort.",
  featured: "Most Popular",
  free: "Free",
  enrol: "Enrol Now",
  enrolFree: "Start Learning",
  facts: {
    duration: "Duration",
    lessons: "Lessons",
    students: "Students",
    rating: "Rating",
  },
  /** The level badge: the level is the key (it also picks the badge's icon). */
  levels: {
    Beginner: "Beginner",
    Intermediate: "Intermediate",
    Advanced: "Advanced",
  } satisfies Record<TrainingProgramme["level"], string>,
  weeks: (weeks: number) => `${weeks} weeks`,
  lessons: (lessons: number) => `${lessons} lessons`,
  students: (students: number) => `${students.toLocaleString("en-US")} students`,
  rating: (rating: number) => `${rating.toFixed(1)} / 5`,
} as const;

export function formatTrainingPrice(price: number): string {
  return price === 0 ? programmeCopy.free : `$${price.toLocaleString("en-US")}`;
}

export function programmeContactHref(programme: Pick<TrainingProgramme, "id">): string {
  return contactHref("ai", `training-${programme.id}`);
}

/** The `plan` of the link to /contact for training a whole team (no programme of its own). */
export const ENTERPRISE_TRAINING_CHOICE = "training-enterprise";

/** The programme a /contact?plan=training-... value names (for the contact form). */
export function findTrainingProgramme(plan: string): TrainingProgramme | undefined {
  return trainingProgrammes.find((programme) => `training-${programme.id}` === plan);
}

export const certifications = [
  {
    id: "certified-ai-practitioner",
    title: "Certified AI Practitioner",
    description:
      "Shows that you can apply AI tools responsibly to real business tasks and explain their limits to colleagues and clients.",
    requirements: [
      "Complete the AI Fundamentals programme",
      "Pass a 60-question online exam (75% to pass)",
      "Submit a short case study of AI applied to your own work",
    ],
    validity: 2,
    preparedBy: "ai-fundamentals",
  },
  {
    id: "certified-conversational-ai-developer",
    title: "Certified Conversational AI Developer",
    description:
      "Shows that you can build, evaluate and operate a production-quality assistant grounded in a real knowledge base.",
    requirements: [
      "Complete the Conversational AI Development programme",
      "Build and present a capstone assistant with an evaluation report",
      "Pass a 90-minute practical assessment",
    ],
    validity: 2,
    preparedBy: "conversational-ai-development",
  },
  {
    id: "certified-ml-engineer",
    title: "Certified Machine Learning Engineer",
    description:
      "Our most demanding credential: you can take a model from data to monitored production service and keep it healthy.",
    requirements: [
      "Complete the Machine Learning Engineering programme",
      "Deploy a capstone model with monitoring and a rollback plan",
      "Pass a technical interview with a Cedarwave senior engineer",
    ],
    validity: 2,
    preparedBy: "machine-learning-engineering",
  },
] as const satisfies readonly Certification[];

export const certificationCopy = {
  title: "Certifications",
  description:
    "Earn a credential that proves your skills. Each certification is valid for 2 years and can be renewed with a short refresher assessment.",
  requirementsLabel: "Requirements",
  validityLabel: "Valid for",
  validity: (years: number) => `${years} years`,
  preparedByLabel: "Prepare with",
} as const;

export const enterpriseTraining = {
  title: "Enterprise training",
  description: `Upskill your whole team with a programme built around your tools, data and goals, delivered on-site in ${siteConfig.offices.beirut.city} or ${siteConfig.offices.sanFrancisco.city}, or remotely anywhere.`,
  features: [
    "Curriculum tailored to your use cases and tech stack",
    "Live workshops on-site or remote, in your time zone",
    "Private cohorts with a dedicated instructor and mentors",
    "Progress reports and certification for every participant",
    "Volume pricing for teams of 10 or more",
  ],
  primary: { label: "Contact Sales", href: contactHref("ai", ENTERPRISE_TRAINING_CHOICE) },
  secondary: { label: "Schedule a Demo", href: "/contact" },
} as const;

export const trainingTestimonials = {
  title: "What our learners say",
  description: `${figures.studentsTrained.number} professionals have trained with ${siteConfig.name}.`,
  items: [
    {
      name: "Fadi Aboud",
      company: "Byblos Logistics",
      role: "Operations Analyst",
      content:
        "The AI Automation programme paid for itself in a month. I automated our delivery-exception reports in week three and my team got a full day back every week.",
      rating: 5,
    },
    {
      name: "Priya Raman",
      company: "Brightline Health",
      role: "Software Engineer",
      content:
        "Conversational AI Development was the most practical course I have taken. The evaluation module alone changed how our team ships every AI feature.",
      rating: 5,
    },
    {
      name: "Lena Vogel",
      company: "Alpina Retail",
      role: "Head of Data",
      content:
        "We sent twelve people through enterprise training. The curriculum used our own data, and the certification gave the team real confidence with clients.",
      rating: 5,
    },
  ],
} satisfies { title: string; description: string; items: readonly Testimonial[] };

/** Everyone who has taken a programme: the facts module's `studentsTrained` is it rounded down. */
export const totalStudents = trainingProgrammes.reduce(
  (sum, programme) => sum + programme.students,
  0,
);
const averageRating =
  trainingProgrammes.reduce((sum, programme) => sum + programme.rating, 0) /
  trainingProgrammes.length;

/**
 * Figures derived from the programmes above, so they can never disagree with them; the students
 * are the company's figure (src/content/figures.ts), which training.test.ts holds to their sum.
 */
export const trainingStats = [
  { number: String(trainingProgrammes.length), label: "Training Programmes" },
  figures.studentsTrained,
  { number: String(certifications.length), label: "Certifications" },
  { number: averageRating.toFixed(1), label: "Average Rating" },
] as const satisfies readonly Stat[];
