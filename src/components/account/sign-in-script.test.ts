// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { signInPage } from "@/content/account";

import { SignInForm } from "./sign-in-form";
import { signInScript } from "./sign-in-script";

const form = () => document.querySelector<HTMLFormElement>("form[data-portal-sign-in]")!;
const password = () => document.querySelector<HTMLInputElement>("#signin-password")!;
const toggle = () => document.querySelector<HTMLButtonElement>("button[data-password-toggle]")!;
const status = () => document.querySelector<HTMLElement>('[role="status"]')!;

describe("inline sign-in script, on the HTML of SignInForm", () => {
  beforeAll(() => {
    document.body.innerHTML = renderToStaticMarkup(
      SignInForm({ copy: signInPage.form, page: "/signin" }),
    );
    new Function(signInScript)();
  });

  it("without it, the form is a GET of the page's notice, and no field has a name", () => {
    expect(form().getAttribute("method")).toBe("get");
    expect(form().getAttribute("action")).toBe("/signin#sign-in-notice");
    expect(form().querySelectorAll("[name]")).toHaveLength(0);
    expect(status().id).toBe("sign-in-notice");
  });

  it("the toggle shows and hides the password, its state and label following", () => {
    toggle().click();
    expect(password().type).toBe("text");
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe("Hide password");
    toggle().click();
    expect(password().type).toBe("password");
    expect(toggle().getAttribute("aria-label")).toBe("Show password");
  });

  it("a submit sends nothing, clears and hides the password, and shows the notice", () => {
    password().value = "correct horse battery";
    toggle().click();
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(password().value).toBe("");
    expect(password().type).toBe("password");
    expect(status().hasAttribute("data-shown")).toBe(true);
    expect(status().textContent).toContain(signInPage.form.notice.title);
  });
});
