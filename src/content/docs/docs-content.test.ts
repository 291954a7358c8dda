import { describe, expect, it } from "vitest";

import { isRegisteredPath } from "@/config/routes";
import { apiTabs, authentication, examplesCopy } from "@/content/docs/api-reference";
import { docsCards, firstRequest, quickStart } from "@/content/docs/docs-page";
import { configuration, userGuides } from "@/content/docs/docs-sections";
import { endpoints } from "@/content/docs/endpoints";
import { sdkPath, sdks } from "@/content/docs/sdks";

/** Every id the /docs page renders (sections, quick-start steps, topics). */
const docsIds = new Set<string>([
  quickStart.id,
  firstRequest.id,
  ...quickStart.steps.map((step) => step.id),
  userGuides.id,
  configuration.id,
  ...userGuides.topics.map((topic) => topic.id),
  ...configuration.topics.map((topic) => topic.id),
]);
const apiTabIds = new Set<string>(apiTabs.map((tab) => tab.id));

function resolves(href: string): boolean {
  const [path = "", hash] = href.split("#");
  if (!isRegisteredPath(path)) return false;
  if (hash === undefined) return true;
  if (path === "/docs") return docsIds.has(hash);
  if (path === "/api") return apiTabIds.has(hash);
  return false;
}

describe("/docs cards", () => {
  it("are the seed's four, in order, with four items each", () => {
    expect(docsCards.map((card) => card.title)).toEqual([
      "Getting Started",
      "API Reference",
      "User Guides",
      "Configuration",
    ]);
    for (const card of docsCards) expect(card.items).toHaveLength(4);
  });

  it("point at sections that exist", () => {
    const hrefs = docsCards.flatMap((card) => [card.href, ...card.items.map((i) => i.href)]);
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
    expect(docsCards.map((card) => card.href)).toEqual([
      "/docs#quick-start",
      "/api#authentication",
      "/docs#user-guides",
      "/docs#configuration",
    ]);
  });

  it("have a three-step quick start whose links resolve", () => {
    expect(quickStart.steps.map((step) => step.title)).toEqual([
      "Create an account and get your API keys",
      "Choose your service",
      "Integrate",
    ]);
    const links = [
      ...quickStart.steps.map((s) => s.link.href),
      ...firstRequest.links.map((l) => l.href),
    ];
    expect(links.filter((href) => !resolves(href))).toEqual([]);
  });

  it("ids on /docs are unique", () => {
    const ids = [...docsIds];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("endpoint list", () => {
  it("holds the seed's four endpoints, each with a description and category", () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      "POST /api/v1/chat/completions",
      "GET /api/v1/models",
      "POST /api/v1/websites/generate",
      "POST /api/v1/automation/workflows",
    ]);
    for (const endpoint of endpoints) {
      expect(endpoint.description.length).toBeGreaterThan(20);
      expect(endpoint.category).toBeTruthy();
    }
  });

  it("documents the chat completion payload: model, messages (role, content), temperature", () => {
    const chat = endpoints[0];
    expect(chat.payload.map((field) => field.name)).toEqual(["model", "messages", "temperature"]);
    const messages = chat.payload.find((field) => field.name === "messages");
    expect(messages?.description).toMatch(/role/);
    expect(messages?.description).toMatch(/content/);
  });
});

describe("/api tabs and samples", () => {
  it("has the four tabs with Authentication first (the default)", () => {
    expect(apiTabs.map((tab) => tab.id)).toEqual([
      "authentication",
      "endpoints",
      "examples",
      "sdks",
    ]);
  });

  it("authenticates with a bearer key in the Authorization header", () => {
    expect(authentication.header.code).toBe("Authorization: Bearer YOUR_API_KEY");
    expect(authentication.sample.code).toMatch(/-H "Authorization: Bearer \$\w+_API_KEY"/);
  });

  it("gives the request in cURL, JavaScript and Python with the full payload", () => {
    expect(examplesCopy.samples.map((sample) => sample.lang)).toEqual([
      "bash",
      "javascript",
      "python",
    ]);
    for (const sample of examplesCopy.samples) {
      expect(sample.code).toContain("/api/v1/chat/completions");
      expect(sample.code).toMatch(/Bearer/);
      for (const word of ["model", "messages", "role", "content", "temperature"]) {
        expect(sample.code, `${sample.label}: ${word}`).toContain(word);
      }
    }
  });
});

describe("SDKs", () => {
  it("are the six of the seed, in order, each with a registered guide page", () => {
    expect(sdks.map((sdk) => sdk.name)).toEqual([
      "JavaScript",
      "Python",
      "PHP",
      "Ruby",
      "Java",
      "Go",
    ]);
    for (const sdk of sdks) expect(isRegisteredPath(sdkPath(sdk.id))).toBe(true);
  });

  it.each(sdks.map((sdk) => [sdk.name, sdk] as const))(
    "%s covers install, bearer auth, a chat completion, models and errors",
    (_name, sdk) => {
      expect(sdk.install.code).toContain(sdk.packageName.split(":")[0]);
      expect(sdk.authenticate.code).toMatch(/_API_KEY/);
      const chat = sdk.chatCompletion.code;
      expect(chat).toMatch(/[Mm]odel/);
      expect(chat).toMatch(/"system"|'system'/);
      expect(chat).toMatch(/"user"|'user'/);
      expect(chat).toMatch(/[Cc]ontent/);
      expect(chat).toMatch(/[Tt]emperature/);
      expect(sdk.listModels.code).toMatch(/[Mm]odels/);
      expect(sdk.errorHandling.code).toMatch(/429|RateLimit|TooManyRequests/);
      expect(sdk.errorNote.length).toBeGreaterThan(40);
    },
  );
});
