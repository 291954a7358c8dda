import { expect, test } from "@playwright/test";

import { MIN_FILL_MS } from "../src/lib/forms/token";
import { newClient, uniqueEmail, waitForTokenAge } from "./support/forms";
import { expectNoAxeViolations } from "./support/page-checks";

// The live chat as a page (/chat, /ar/chat), the way a visitor without JavaScript has it: the
// start form, the conversation kept on this device by its cookie, a message box that reloads.

for (const { locale, path, labels } of [
  {
    locale: "en",
    path: "/chat",
    labels: {
      name: "Name",
      email: "Email",
      message: "Message",
      start: "Start chat",
      your: "Your message",
      send: "Send",
      log: "Messages",
    },
  },
  {
    locale: "ar",
    path: "/ar/chat",
    labels: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      message: "الرسالة",
      start: "ابدأ المحادثة",
      your: "رسالتك",
      send: "إرسال",
      log: "الرسائل",
    },
  },
] as const) {
  test(`${locale}: without JavaScript, a visitor starts a conversation, comes back to it and writes again`, async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser, { javaScriptEnabled: false });
    await page.goto(path);
    await expect(page).toHaveTitle(/.+/);
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");

    // A wrong address is answered with what to correct, and what was typed is kept.
    await page.getByLabel(labels.name).fill("Rana Haddad");
    await page.getByLabel(labels.email).fill("rana@example");
    await page
      .getByLabel(labels.message, { exact: false })
      .first()
      .fill("<b>Do you build chatbots?</b>");
    await waitForTokenAge(page);
    await page.getByRole("button", { name: labels.start }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel(labels.name)).toHaveValue("Rana Haddad");

    await page.getByLabel(labels.email).fill(uniqueEmail(`chat-${locale}`));
    await waitForTokenAge(page);
    await page.getByRole("button", { name: labels.start }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#latest$`));
    const log = page.getByRole("log", { name: labels.log });
    // Text, never HTML.
    await expect(log).toContainText("<b>Do you build chatbots?</b>");
    await expect(log.locator("b")).toHaveCount(0);

    const cookie = (await context.cookies()).find((entry) => entry.name === "cw_chat");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    // Back on the page later: the same conversation; a second message reloads the page with it.
    await page.goto(path);
    await page.getByLabel(labels.your).fill("Also: what does a pilot cost?");
    await page.getByRole("button", { name: labels.send }).click();
    await expect(log.getByRole("listitem")).toHaveCount(2);
    await expect(log.getByRole("listitem").last()).toContainText("what does a pilot cost?");

    // The same conversation, with JavaScript on (axe runs in the page): no violations.
    const withScripts = await newClient(browser);
    await withScripts.context.addCookies([cookie!]);
    await withScripts.page.goto(path);
    await expect(withScripts.page.getByRole("log").getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(withScripts.page, `${path} with a conversation`);
    await Promise.all([context.close(), withScripts.context.close()]);
  });
}

test("with JavaScript, the launcher opens the chat panel in the page, loaded only then, and the conversation streams", async ({
  browser,
}) => {
  const { context, page } = await newClient(browser);
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  // A static page: no framework script, and nothing of the chat before the launcher is pressed.
  await page.goto("/services");
  expect(scripts.filter((url) => url.includes("/chat/"))).toEqual([]);
  const launcher = page.locator("[data-chat-launcher]");
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Live chat" });
  await expect(panel).toBeVisible();
  const opened = Date.now();
  expect(page.url()).toMatch(/\/services$/);
  expect(scripts.filter((url) => url.includes("/_next/static/chat/"))).toHaveLength(1);
  // Its own stylesheet, not the site's whole one, and the panel is laid out by it.
  expect(stylesheets.filter((url) => url.includes("/_next/static/chunks/"))).toEqual([]);
  expect(
    stylesheets.filter((url) => /\/_next\/static\/chat\/panel-[\w-]+\.css$/.test(url)),
  ).toHaveLength(1);
  await expect(panel).toHaveCSS("position", "fixed");
  await expect(panel).toHaveCSS("border-top-left-radius", "16px");
  // Focus moves into the panel, at its first field.
  await expect(panel.locator("#chat-panel-name")).toBeFocused();

  await panel.locator("#chat-panel-name").fill("Panel Visitor");
  await panel.locator("#chat-panel-email").fill(uniqueEmail("chat-panel"));
  await panel.locator("#chat-panel-message").fill("Hello from the panel");
  // The time trap: its token came with the panel's session, just before it showed.
  await page.waitForTimeout(Math.max(0, opened + MIN_FILL_MS + 100 - Date.now()));
  await panel.getByRole("button", { name: "Start chat" }).click();
  const log = panel.getByRole("log", { name: "Messages" });
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log).toHaveAttribute("aria-live", "polite");

  // Enter sends; the message is shown once, though the stream brings it back too.
  await panel.locator("#chat-panel-reply").fill("And a second one");
  await panel.locator("#chat-panel-reply").press("Enter");
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await page.waitForTimeout(500);
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(page, "the chat panel");

  // Escape closes it and gives focus back to the launcher; the conversation is kept.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.goto("/ar/services");
  await page.locator("[data-chat-launcher]").click();
  const arabic = page.getByRole("dialog", { name: "المحادثة المباشرة" });
  await expect(arabic.getByRole("log").getByRole("listitem")).toHaveCount(2);
  await context.close();
});
