/** Front matter of a press release in src/content/press/*.md. */
import { z } from "zod";

import { siteConfig } from "@/config/site";

import { frontMatterDate } from "../front-matter";
import { leadership } from "../team";

export const pressReleaseSchema = z.object({
  headline: z.string().min(10),
  subheadline: z.string().min(10),
  /** Publication date. */
  date: frontMatterDate,
  dateline: z.literal(siteConfig.offices.sanFrancisco.city),
  /** The media contact: a member of the leadership team. */
  contact: z.string().refine((name) => leadership.some((member) => member.name === name), {
    message: "contact must be a member of the leadership team",
  }),
  boilerplate: z.string().min(50),
});

export type PressReleaseData = z.infer<typeof pressReleaseSchema>;
