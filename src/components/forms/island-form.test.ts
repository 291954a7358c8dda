import { afterEach, describe, expect, it, vi } from "vitest";

import { formUi as arabicFormUi } from "@/content/ar/forms/messages";
import { formUi } from "@/content/forms/messages";
import { initialFormState } from "@/lib/forms/state";

import { islandFormAction } from "./island-form";

// The action of a form hydrated as an island: what it sends to /forms/submit, and what the form
// is given back when the answer comes, and when none does.

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAILED = formUi.sendFailed;

function contactForm(): FormData {
  const data = new FormData();
  data.set("_token", "1.abc.def");
  data.set("_source", "/contact");
  data.set("_locale", "en");
  data.set("website", "");
  data.set("firstName", "Ada");
  data.set("email", "ada@example.com");
  data.set("message", "Hello");
  return data;
}

const action = islandFormAction("contact", ["firstName", "email", "message", "consent"], FAILED);

/** Stubs fetch with `answer`, recording what it was called with. */
function stubFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

const failedState = {
  status: "failed",
  message: FAILED,
  values: { firstName: "Ada", email: "ada@example.com", message: "Hello" },
  token: "1.abc.def",
};

describe("islandFormAction", () => {
  it("posts the fields, urlencoded, to /forms/submit?form=<kind> and returns the answer's state", async () => {
    const answer = { status: "success", detail: "created" };
    const calls = stubFetch(async () => Response.json(answer));
    expect(await action(initialFormState, contactForm())).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/forms/submit?form=contact");
    expect(calls[0]!.init.method).toBe("POST");
    const body = calls[0]!.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual(
      Object.fromEntries(contactForm() as unknown as Iterable<[string, string]>),
    );
  });

  it("returns an error state as the server answers it", async () => {
    const answer = {
      status: "error",
      message: "Please correct the highlighted fields and send again.",
      errors: { email: "Enter a valid email address, like name@company.com." },
      values: { email: "nope" },
      token: "1.abc.def",
    };
    stubFetch(async () => Response.json(answer));
    expect(await action(initialFormState, contactForm())).toEqual(answer);
  });

  it("fails, values and token kept, when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await action(initialFormState, contactForm())).toEqual(failedState);
  });

  it("fails when the server answers an error status, or something that is not a state", async () => {
    for (const response of [
      () => new Response("Bad gateway", { status: 502 }),
      () => Response.json({ error: "cross-origin" }, { status: 403 }),
      () => new Response("<html>not json</html>", { status: 200 }),
      () => Response.json({ status: "whatever" }),
    ]) {
      stubFetch(async () => response());
      expect(await action(initialFormState, contactForm())).toEqual(failedState);
    }
  });

  it("has its failure message in each language", () => {
    expect(formUi.sendFailed).toMatch(/try again/);
    expect(arabicFormUi.sendFailed).not.toBe(formUi.sendFailed);
    expect(arabicFormUi.sendFailed).toMatch(/[\u0600-\u06FF]/);
  });
});
