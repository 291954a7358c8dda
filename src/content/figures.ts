/**
 * The company's figures as the pages show them: each number read from the facts module
 * (siteConfig in src/config/site.ts), each label saying what it counts. A page that shows a
 * figure of the company shows one of these tiles, whole; a service page's promise reads its
 * number from `serviceLevelFigures` and says what it promises in its own label.
 * src/content/figures.test.ts holds every stat tile of every page, in both languages, to these.
 */
import {
  departmentOf,
  recordFigure,
  responseHours,
  siteConfig,
  teamSize,
  type Department,
} from "@/config/site";

import type { Stat } from "./types";

const { record, departments, serviceLevels } = siteConfig;

export const figures = {
  projectsDelivered: {
    number: recordFigure(record.projectsDelivered),
    label: `Projects delivered since ${siteConfig.foundingYear}`,
  },
  clients: {
    number: recordFigure(record.clients),
    label: `Clients, ${recordFigure(record.aiClients)} of them on our AI services`,
  },
  aiClients: {
    number: recordFigure(record.aiClients),
    label: `Clients on our AI services, of ${recordFigure(record.clients)} in all`,
  },
  aiInteractions: {
    number: record.aiInteractions,
    label: "Conversations handled by our AI assistants",
  },
  aiRevenueIncrease: {
    number: record.aiRevenueIncrease,
    label: "Average revenue increase our AI clients report after a year",
  },
  teamSize: {
    number: String(teamSize),
    label: `People in ${departments.length} departments, each led by one of us`,
  },
  yearsOfExperience: {
    number: recordFigure(record.yearsOfExperience),
    label: "Years of experience per person, on average",
  },
  certifications: {
    number: recordFigure(record.certifications),
    label: "Professional certifications held across the team",
  },
  studentsTrained: {
    number: recordFigure(record.studentsTrained),
    label: "Students trained in our programmes",
  },
} as const satisfies Record<string, Stat>;

/** The services' promises as their tiles show the number; each page labels its own. */
export const serviceLevelFigures = {
  uptime: record.uptime,
  onCall: serviceLevels.onCall,
  aiResponse: serviceLevels.aiResponse,
  languages: serviceLevels.languages,
  replyTime: `< ${responseHours}h`,
  pageLoad: `< ${serviceLevels.pageLoadSeconds}s`,
  accessibilityScore: serviceLevels.accessibilityScore,
  releaseEvery: `${serviceLevels.releaseWeeks} weeks`,
  storeRating: serviceLevels.storeRating,
  cloudPlatforms: serviceLevels.cloudPlatforms,
  mobilePlatforms: serviceLevels.mobilePlatforms,
  infrastructureAsCode: serviceLevels.infrastructureAsCode,
  iso27001: serviceLevels.iso27001,
  soc2: serviceLevels.soc2,
  gdpr: serviceLevels.gdpr,
  monthlyPrice: serviceLevels.fixedMonthlyPrice ? "Fixed" : "Per use",
} as const;

/** A department's head count as its card says it: "16 people". */
export function headCountOf(id: Department["id"]): string {
  return `${departmentOf(id).headCount} people`;
}
