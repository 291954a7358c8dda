/**
 * The Arabic catalog: the mirror of every module of the English catalog (../catalog.ts), under
 * the same key. A key missing here fails to compile. ./site-phrases.ts is not in it: the
 * Arabic wording of counted nouns and facts, which the Arabic modules share, is no copy module
 * of its own in English.
 */
import type { CopyKey } from "../catalog";
import * as account from "./account";
import * as aiAbout from "./ai/about";
import * as aiAutomation from "./ai/automation";
import * as aiContact from "./ai/contact";
import * as aiConversationalAi from "./ai/conversational-ai";
import * as aiCustomAi from "./ai/custom-ai";
import * as aiLanding from "./ai/landing";
import * as aiModels from "./ai/models";
import * as aiModelsData from "./ai/models-data";
import * as aiPricing from "./ai/pricing";
import * as aiServicePages from "./ai/service-pages";
import * as aiShared from "./ai/shared";
import * as aiWebsiteBuilder from "./ai/website-builder";
import * as blogMeta from "./blog-meta";
import * as blogPage from "./blog-page";
import * as caseStudies from "./case-studies";
import * as chat from "./chat";
import * as colophon from "./colophon";
import * as company from "./company";
import * as contact from "./contact";
import * as docsApiReference from "./docs/api-reference";
import * as docsDocsPage from "./docs/docs-page";
import * as docsDocsSections from "./docs/docs-sections";
import * as docsEndpoints from "./docs/endpoints";
import * as docsErrors from "./docs/errors";
import * as docsSdkPage from "./docs/sdk-page";
import * as docsSdks from "./docs/sdks";
import * as docsSdksGo from "./docs/sdks/go";
import * as docsSdksJava from "./docs/sdks/java";
import * as docsSdksJavascript from "./docs/sdks/javascript";
import * as docsSdksPhp from "./docs/sdks/php";
import * as docsSdksPython from "./docs/sdks/python";
import * as docsSdksRuby from "./docs/sdks/ruby";
import * as figures from "./figures";
import * as formsContact from "./forms/contact";
import * as formsDemo from "./forms/demo";
import * as formsFormSpec from "./forms/form-spec";
import * as formsMessages from "./forms/messages";
import * as formsNewsletter from "./forms/newsletter";
import * as formsSupport from "./forms/support";
import * as formsWaitlist from "./forms/waitlist";
import * as help from "./help";
import * as home from "./home";
import * as itServices from "./it-services";
import * as itServicesCloudSolutions from "./it-services/cloud-solutions";
import * as itServicesCybersecurity from "./it-services/cybersecurity";
import * as itServicesItSupport from "./it-services/it-support";
import * as itServicesMobileDevelopment from "./it-services/mobile-development";
import * as itServicesWebDevelopment from "./it-services/web-development";
import * as legalCompliance from "./legal/compliance";
import * as legalDataProcessing from "./legal/data-processing";
import * as legalLayout from "./legal/layout";
import * as legalPlaceholders from "./legal/placeholders";
import * as legalRetention from "./legal/retention";
import * as mail from "./mail";
import * as nav from "./nav";
import * as newsletter from "./newsletter";
import * as notFound from "./not-found";
import * as offices from "./offices";
import * as planChoices from "./plan-choices";
import * as plans from "./plans";
import * as press from "./press";
import * as pricingPage from "./pricing-page";
import * as process from "./process";
import * as routes from "./routes";
import * as search from "./search";
import * as services from "./services";
import * as servicesPage from "./services-page";
import * as site from "./site";
import * as socialCards from "./social-cards";
import * as support from "./support";
import * as team from "./team";
import * as testimonials from "./testimonials";
import * as training from "./training";
import * as ui from "./ui";
import * as visuals from "./visuals";

export const catalog = {
  account: account,
  "ai/about": aiAbout,
  "ai/automation": aiAutomation,
  "ai/contact": aiContact,
  "ai/conversational-ai": aiConversationalAi,
  "ai/custom-ai": aiCustomAi,
  "ai/landing": aiLanding,
  "ai/models": aiModels,
  "ai/models-data": aiModelsData,
  "ai/pricing": aiPricing,
  "ai/service-pages": aiServicePages,
  "ai/shared": aiShared,
  "ai/website-builder": aiWebsiteBuilder,
  "blog-meta": blogMeta,
  "blog-page": blogPage,
  "case-studies": caseStudies,
  chat: chat,
  colophon: colophon,
  company: company,
  contact: contact,
  "docs/api-reference": docsApiReference,
  "docs/docs-page": docsDocsPage,
  "docs/docs-sections": docsDocsSections,
  "docs/endpoints": docsEndpoints,
  "docs/errors": docsErrors,
  "docs/sdk-page": docsSdkPage,
  "docs/sdks": docsSdks,
  "docs/sdks/go": docsSdksGo,
  "docs/sdks/java": docsSdksJava,
  "docs/sdks/javascript": docsSdksJavascript,
  "docs/sdks/php": docsSdksPhp,
  "docs/sdks/python": docsSdksPython,
  "docs/sdks/ruby": docsSdksRuby,
  figures: figures,
  "forms/contact": formsContact,
  "forms/demo": formsDemo,
  "forms/form-spec": formsFormSpec,
  "forms/messages": formsMessages,
  "forms/newsletter": formsNewsletter,
  "forms/support": formsSupport,
  "forms/waitlist": formsWaitlist,
  help: help,
  home: home,
  "it-services": itServices,
  "it-services/cloud-solutions": itServicesCloudSolutions,
  "it-services/cybersecurity": itServicesCybersecurity,
  "it-services/it-support": itServicesItSupport,
  "it-services/mobile-development": itServicesMobileDevelopment,
  "it-services/web-development": itServicesWebDevelopment,
  "legal/compliance": legalCompliance,
  "legal/data-processing": legalDataProcessing,
  "legal/layout": legalLayout,
  "legal/placeholders": legalPlaceholders,
  "legal/retention": legalRetention,
  mail: mail,
  nav: nav,
  newsletter: newsletter,
  "not-found": notFound,
  offices: offices,
  "plan-choices": planChoices,
  plans: plans,
  press: press,
  "pricing-page": pricingPage,
  process: process,
  routes: routes,
  search: search,
  services: services,
  "services-page": servicesPage,
  site: site,
  "social-cards": socialCards,
  support: support,
  team: team,
  testimonials: testimonials,
  training: training,
  ui: ui,
  visuals: visuals,
} satisfies { [K in CopyKey]: unknown };
