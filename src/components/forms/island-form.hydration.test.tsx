// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { armIslands } from "@/components/islands/arm";
import { Island } from "@/components/islands/island";
import { hydrateIsland, hydrateIslands } from "@/components/islands/runtime";
import { fieldMessageTexts } from "@/lib/forms/schemas";
import type { FormState } from "@/lib/forms/state";
import { copyIn } from "@/lib/i18n/catalogs";

import { FormRenderer } from "./form-renderer";

// A form rendered by the server through <Island name="form"> (as ./forms.tsx does) and hydrated
// without the framework (src/components/islands/runtime.tsx): no mismatch, the slot kept, and a
// submission sent to /forms/submit, its answer shown.

const CHOSEN_PLAN = "Selected plan: Growth";
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function contactIsland() {
  const spec = copyIn("en", "forms/contact").contactFormSpec;
  const { formUi, fieldMessages } = copyIn("en", "forms/messages");
  const serverAction = vi.fn(async (): Promise<FormState> => ({ status: "idle" }));
  const html = renderToString(
    <main>
      <Island
        name="form"
        component={FormRenderer}
        props={{
          kind: "contact" as const,
          spec,
          ui: formUi,
          messages: fieldMessageTexts("contact", spec, fieldMessages),
          locale: "en" as const,
          sourcePage: "/contact",
          permalink: "/contact?plan=growth",
          token: "1.token.sig",
          defaults: { service: "web" },
          hidden: { plan: "growth" },
        }}
        server={{ action: serverAction }}
        slots={{ before: <p id="chosen-plan">{CHOSEN_PLAN}</p> }}
      />
    </main>,
  );
  return { html, serverAction };
}

describe("a form as an island", () => {
  it("hydrates with no mismatch, its slot kept, and submits to /forms/submit", async () => {
    const { html, serverAction } = contactIsland();
    document.body.innerHTML = html;
    expect(document.querySelector("[data-island] #chosen-plan")).not.toBeNull();
    const problems: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args.join(" ")));
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      problems.push(String(event.error ?? event.message));
    };
    window.addEventListener("error", onError);
    try {
      await hydrateIslands();
      expect(problems).toEqual([]);
      expect(document.querySelector("[data-island] #chosen-plan")?.textContent).toBe(CHOSEN_PLAN);

      const sent: { url: string; body: string }[] = [];
      vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
        sent.push({ url, body: String(init.body) });
        return Response.json({ status: "success", detail: "created" });
      });
      const form = document.querySelector("form")!;
      const set = (name: string, value: string) => {
        const control = form.elements.namedItem(name) as HTMLInputElement;
        control.value = value;
      };
      set("firstName", "Ada");
      set("lastName", "Lovelace");
      set("email", "ada@example.com");
      set("message", "We would like a website.");
      form.requestSubmit();
      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
      expect(sent[0]!.url).toBe("/forms/submit?form=contact");
      const body = new URLSearchParams(sent[0]!.body);
      expect(body.get("email")).toBe("ada@example.com");
      expect(body.get("plan")).toBe("growth");
      expect(body.get("service")).toBe("web");
      expect(body.get("_token")).toBe("1.token.sig");
      expect(body.get("_locale")).toBe("en");
      await vi.waitFor(() => expect(document.querySelector("form")).toBeNull(), {
        timeout: 5_000,
      });
      const spec = copyIn("en", "forms/contact").contactFormSpec;
      expect(document.querySelector("[data-island]")!.textContent).toContain(spec.success.title);
      expect(serverAction).not.toHaveBeenCalled();
      expect(problems).toEqual([]);
    } finally {
      window.removeEventListener("error", onError);
      await settle(0);
    }
  });
});

describe("a form as an island, used before it has hydrated", () => {
  it("keeps what was typed, and a submit held until it has hydrated is sent once, with it", async () => {
    const { html } = contactIsland();
    document.body.innerHTML = html;
    // No IntersectionObserver in jsdom: the form would hydrate when idle (200 ms); the gate
    // holds it until the test has typed and submitted.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    armIslands(async (element) => {
      await gate;
      await hydrateIsland(element);
    });
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(String(init.body));
      return Response.json({ status: "success", detail: "created" });
    });
    const island = document.querySelector("[data-island]")!;
    const form = document.querySelector("form")!;
    const type = (name: string, value: string) => {
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    };
    type("firstName", "Ada");
    type("lastName", "Lovelace");
    type("email", "ada@example.com");
    type("message", "Typed before the form ran.");
    const submitted: boolean[] = [];
    document.addEventListener("submit", (event) => submitted.push(event.defaultPrevented));
    const submitter = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submitter.click();
    // Held: neither the native post (its default prevented) nor React's.
    expect(island.getAttribute("data-island-state")).toBe("loading");
    expect(sent).toEqual([]);
    open();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    const body = new URLSearchParams(sent[0]);
    expect(body.get("email")).toBe("ada@example.com");
    expect(body.get("message")).toBe("Typed before the form ran.");
    await vi.waitFor(() => expect(document.querySelector("form")).toBeNull(), { timeout: 5_000 });
    await settle(100);
    expect(sent).toHaveLength(1);
    // Every submit event the page saw was taken by a script: none went to the server natively.
    expect(submitted).toEqual([true]);
  });
});
