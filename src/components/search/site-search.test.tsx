// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { hydrateIslands } from "@/components/islands/runtime";
import { helpSearchCopy } from "@/content/help";
import { searchCopy } from "@/content/ui";
import { buildSearchIndex } from "@/lib/search/build-index";
import type { SearchDocument } from "@/lib/search/options";

import { SearchPanel } from "./search-panel";
import { SearchResults } from "./search-results";

// Hydration runs as in a browser (React's scheduler), not inside act().
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

const documents: SearchDocument[] = [
  {
    id: "help:invoices",
    kind: "help",
    title: "Managing your subscription and invoices",
    url: "/help/manage-your-subscription-and-invoices",
    excerpt: "Download invoices and change your plan.",
    category: "Account & Billing",
    text: "invoices billing plan",
  },
  {
    id: "help:invoice-email",
    kind: "help",
    title: "Sending invoices to your accountant",
    url: "/help/invoice-email",
    excerpt: "Add a billing contact.",
    category: "Account & Billing",
    text: "invoices accountant email",
  },
];
const indexJson = JSON.stringify(buildSearchIndex(documents));

/** What React reports: a hydration mismatch goes to the window (reportError), the rest to the console. */
function collectProblems(): string[] {
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    problems.push(String(event.error ?? event.message));
  };
  window.addEventListener("error", onError);
  stopCollecting = () => window.removeEventListener("error", onError);
  vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args.join(" ")));
  return problems;
}

let stopCollecting: (() => void) | undefined;

beforeAll(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, status: 200, text: async () => indexJson })),
  );
});

afterEach(() => {
  stopCollecting?.();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
});

const input = () => document.querySelector<HTMLInputElement>("input[type=search]")!;

/** Types as a person would: the DOM value, then the input event React listens to. */
function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setter.call(input(), value);
  input().dispatchEvent(new Event("input", { bubbles: true }));
}

function renderPanel() {
  document.body.innerHTML = renderToString(
    <main>
      <SearchPanel {...helpSearchCopy} />
    </main>,
  );
}

describe("SiteSearch as an island", () => {
  it("has fixed ids from its prefix (not useId), tied together as before", () => {
    renderPanel();
    const props = JSON.parse(document.querySelector("[data-island-props]")!.textContent!);
    expect(props.idPrefix).toBe("site-search");
    expect(document.querySelector("[data-island]")?.getAttribute("data-island")).toBe(
      "site-search",
    );
    expect(input().id).toBe("site-search-input");
    expect(document.querySelector("label")?.getAttribute("for")).toBe("site-search-input");
    expect(input().getAttribute("aria-describedby")).toBe("site-search-hint site-search-status");
    expect(document.getElementById("site-search-hint")?.textContent).toBe(searchCopy.hint);
    expect(document.getElementById("site-search-status")?.getAttribute("role")).toBe("status");
    // No React-generated id (useId's «r0» or :r0:) anywhere.
    expect(document.body.innerHTML).not.toMatch(/id="[^"]*[«:]r/);
    expect(document.querySelector("form")?.getAttribute("action")).toBe("/help/search");
  });

  it("hydrates with no mismatch and lists results as you type, linked and keyboard-ready", async () => {
    renderPanel();
    const problems = collectProblems();
    await hydrateIslands();
    expect(problems).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe("");

    type("invoices");
    await settle(50);
    const list = document.getElementById("site-search-results")!;
    expect(list).not.toBeNull();
    expect(input().getAttribute("aria-controls")).toBe("site-search-results");
    const links = Array.from(list.querySelectorAll("a"));
    expect(links.map((link) => link.getAttribute("href")).sort()).toEqual(
      documents.map((document) => document.url).sort(),
    );
    expect(document.getElementById("site-search-status")?.textContent).toMatch(
      /2 results for “invoices”/,
    );

    input().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(document.activeElement).toBe(links[0]);
    list.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.activeElement).toBe(input());
    expect(problems).toEqual([]);
  });

  it("searches ?q= of the URL once it runs", async () => {
    window.history.replaceState(null, "", "/help?q=accountant");
    renderPanel();
    const problems = collectProblems();
    await hydrateIslands();
    await settle(50);
    expect(input().value).toBe("accountant");
    const links = document.querySelectorAll("#site-search-results a");
    expect(Array.from(links).map((link) => link.getAttribute("href"))).toEqual([
      "/help/invoice-email",
    ]);
    expect(problems).toEqual([]);
  });
});

describe("SearchResults", () => {
  it("links in the page's language with plain links", () => {
    const html = renderToString(
      <SearchResults
        id="search-results"
        hits={[]}
        query="zqxjkv"
        showEmpty
        locale="ar"
        copy={{
          noResults: searchCopy.noResults,
          kindLabels: { help: "", faq: "", docs: "", blog: "" },
          resultsLabel: "{query}",
        }}
      />,
    );
    expect(html).toContain('href="/ar/help#popular"');
    expect(html).toContain('href="/ar/support#support-form"');
  });
});
