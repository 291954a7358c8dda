import { expect, hydrateOnLoad, test } from "./support/fixtures";
import {
  exportCsv,
  newClient,
  uniqueEmail,
  waitForTokenAge,
  waitUntilSubmittable,
} from "./support/forms";

const cases = [
  {
    page: "/ai-services/contact",
    form: "AI demo request form",
    table: "leads",
    fill: {
      "Full name": "Demo Person",
      "Work email": "",
      Company: "Acme",
      "Use case": "Support bot",
    },
    button: "Request Demo",
    success: "Your demo request is in",
  },
  {
    page: "/support",
    form: "Support ticket form",
    table: "tickets",
    fill: { Name: "Ticket Person", Email: "", Subject: "Site down", Message: "Our site is down" },
    select: { Priority: "Critical" },
    button: "Submit Ticket",
    success: "Your ticket has been created",
  },
  {
    page: "/signup",
    form: "Client portal waitlist form",
    table: "waitlist",
    fill: { "Full name": "Wait Listed", "Work email": "", Company: "Queue Ltd" },
    button: "Join the Waitlist",
    success: "You're on the list",
  },
] as const;

for (const entry of cases) {
  test(`${entry.page}: the ${entry.form} stores what it receives`, async ({ browser }) => {
    const email = uniqueEmail(entry.table);
    const { context, page } = await newClient(browser);
    await page.goto(entry.page);
    const form = page.getByRole("form", { name: entry.form });
    await form.getByRole("button", { name: entry.button }).click();
    await expect(form.getByRole("alert")).toBeFocused();
    for (const [label, value] of Object.entries(entry.fill)) {
      await form.getByLabel(new RegExp(`^${label}`)).fill(value || email);
    }
    if ("select" in entry) {
      for (const [label, value] of Object.entries(entry.select)) {
        await form.getByLabel(new RegExp(`^${label}`)).selectOption(value);
      }
    }
    await waitUntilSubmittable(page, entry.form);
    await form.getByRole("button", { name: entry.button }).click();
    await expect(page.getByRole("status").filter({ hasText: entry.success })).toBeVisible();
    await context.close();
    const csv = await exportCsv(entry.table);
    expect(csv).toContain(email);
    if (entry.table === "tickets") expect(csv).toContain(",Critical,");
  });
}

test("newsletter: subscribing twice says so and stores one row", async ({ browser }) => {
  const email = uniqueEmail("news");
  const { context, page } = await newClient(browser);
  // Two tabs, filled first so that their time traps run out together, then sent in turn.
  const tabs = [page, hydrateOnLoad(await context.newPage())];
  for (const tab of tabs) {
    await tab.goto("/blog");
    const form = tab.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill(email.toUpperCase());
  }
  for (const tab of tabs) {
    await waitUntilSubmittable(tab, "Newsletter sign-up");
    const form = tab.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(tab.getByRole("status").filter({ hasText: "confirmation link" })).toBeVisible();
  }
  await context.close();
  const csv = await exportCsv("subscribers");
  expect(csv.split(email.toLowerCase()).length - 1).toBe(1);
});

test("newsletter without JavaScript: the static /blog asks to confirm, then stores the sign-up once", async ({
  browser,
}) => {
  const email = uniqueEmail("news-nojs");
  const { context, page } = await newClient(browser, { javaScriptEnabled: false });
  await page.goto("/blog");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await expect(form.locator('input[name="_token"]')).toHaveValue("");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const confirm = page.getByRole("form", { name: "Newsletter sign-up" });
  await expect(confirm.getByRole("alert")).toContainText("confirm your sign-up");
  await expect(confirm.getByLabel("Email address")).toHaveValue(email);
  expect(await exportCsv("subscribers")).not.toContain(email);

  // The confirmation waits out the time trap like any form (issue 32), and spends its token:
  // sending the same page again (a replay) stores nothing more.
  const replay = await confirm.evaluate((element: HTMLFormElement) =>
    [...new FormData(element)].map(([name, value]) => [name, String(value)]),
  );
  await waitForTokenAge(confirm);
  await confirm.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "confirmation link" })).toBeVisible();
  const again = await page.request.post("/blog", {
    multipart: Object.fromEntries(replay),
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(await again.text()).toContain("confirmation link");
  await context.close();
  const csv = await exportCsv("subscribers");
  expect(csv.split(email.toLowerCase()).length - 1).toBe(1);
});

/** The primary colour of each theme (src/app/globals.css), as computed styles write it. */
const PRIMARY = { light: "rgb(14, 111, 138)", dark: "rgb(56, 198, 232)" } as const;

for (const path of ["/contact", "/ai-services/contact", "/signup"]) {
  test(`${path}: the consent checkbox follows the theme, with and without JavaScript`, async ({
    browser,
  }) => {
    // Without JavaScript the page is served dark; with it, the stored choice applies.
    const modes = [
      { javaScriptEnabled: false, theme: "dark" },
      { javaScriptEnabled: true, theme: "light" },
      { javaScriptEnabled: true, theme: "dark" },
    ] as const;
    for (const { javaScriptEnabled, theme } of modes) {
      const { context, page } = await newClient(browser, { javaScriptEnabled });
      await context.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
      await page.goto(path);
      const checkbox = page.getByRole("checkbox").first();
      await expect(checkbox, `${theme}, JavaScript ${javaScriptEnabled}`).toHaveCSS(
        "color-scheme",
        theme,
      );
      await expect(checkbox).toHaveCSS("accent-color", PRIMARY[theme]);
      await context.close();
    }
  });
}

/**
 * Where the contact form starts on a phone: right under the page's intro, before the offices
 * (measured at 390 px on 2026-11-29: the form at 543 px in English, 419 in Arabic; it was about
 * 1,350 px when the office cards came first).
 */
const CONTACT_FORM_MAX_TOP = 650;

for (const path of ["/contact", "/ar/contact"]) {
  test(`${path}: at 390 px the form starts within ${CONTACT_FORM_MAX_TOP} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(path);
    const top = await page
      .locator("main form")
      .first()
      .evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(CONTACT_FORM_MAX_TOP);
    await context.close();
  });
}
