import type { Browser } from "@playwright/test";

import { CHAT_OFFICE } from "../src/config/chat";
import { officeOpenAt } from "../src/lib/chat/availability";
import { MIN_FILL_MS } from "../src/lib/forms/token";
import { expect, test } from "./support/fixtures";
import { newClient, signIn, uniqueEmail, waitForTokenAge } from "./support/forms";
import { expectNoAxeViolations } from "./support/page-checks";

// The team's side of the live chat (/admin/chat), against a visitor without JavaScript on
// /chat: the conversation reaches the inbox unread, is answered, assigned and made a lead; the
// visitor reads the answer on reload. Another is marked spam.

/** A visitor without JavaScript starts a conversation on /chat; their page stays open. */
async function startConversation(browser: Browser, name: string, email: string, text: string) {
  const visitor = await newClient(browser, { javaScriptEnabled: false });
  await visitor.page.goto("/chat");
  await visitor.page.getByLabel("Name").fill(name);
  await visitor.page.getByLabel("Email").fill(email);
  await visitor.page.getByLabel("Message", { exact: false }).first().fill(text);
  await waitForTokenAge(visitor.page);
  await visitor.page.getByRole("button", { name: "Start chat" }).click();
  await expect(visitor.page).toHaveURL(/\/chat#latest$/);
  return visitor;
}

test("the team answers, assigns and makes a lead of a visitor's chat; marks another spam", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}`;
  const name = `Nadia Chat ${tag}`;
  const email = uniqueEmail("admin-chat");
  const spammer = `Spam Bot ${tag}`;
  const [visitor, spam] = await Promise.all([
    startConversation(browser, name, email, "<b>Can your chatbot</b> answer in Arabic?"),
    startConversation(browser, spammer, uniqueEmail("admin-chat-spam"), "Cheap followers here"),
  ]);

  // The team sees it unread: a badge in the navigation, the row in bold with its count.
  const team = await newClient(browser);
  const page = team.page;
  await signIn(page);
  const chatLink = page.getByRole("navigation", { name: "Inbox" }).getByRole("link", {
    name: /^Chat/,
  });
  await expect(chatLink).toContainText(/\d+ unread/);
  await chatLink.click();
  await expect(page).toHaveURL(/\/admin\/chat$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("1 unread");
  await expect(row).toContainText("<b>Can your chatbot</b> answer in Arabic?");
  await expect(row).toContainText("Nobody");
  await expectNoAxeViolations(page, "/admin/chat");

  // Opened: the transcript as text in a log; the conversation is read.
  await row.getByRole("link", { name: `Open the conversation with ${name}` }).click();
  const log = page.getByRole("log", { name: "Messages" });
  await expect(log).toContainText("<b>Can your chatbot</b> answer in Arabic?");
  await expect(log.locator("b")).toHaveCount(0);
  const conversationUrl = page.url();
  await expectNoAxeViolations(page, "/admin/chat/[id]");

  // Answered and assigned.
  await page.getByLabel("Your reply").fill("Yes, in Arabic and English. Shall we call you?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page).toHaveURL(/\?reply=\d+#latest$/);
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await expect(log.getByRole("listitem").last()).toContainText("Team · Owner");
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status")).toHaveText("Handler saved.");
  await expect(page.getByLabel("Handled by")).toHaveValue(/\d+/);
  await page.goto("/admin/chat");
  await expect(row).toContainText("Owner");
  await expect(row).not.toContainText("unread");

  // The visitor reads the answer on reload.
  await visitor.page.reload();
  await expect(visitor.page.getByRole("log")).toContainText("Shall we call you?");

  // Made a lead: found in the inbox, and its page links back to the conversation.
  await page.goto(conversationUrl);
  await page.getByRole("button", { name: "Turn into a lead" }).click();
  await expect(page.getByRole("status")).toHaveText("Lead created from this conversation.");
  await page.getByRole("link", { name: /^Lead #\d+$/ }).click();
  await expect(page.getByRole("heading", { name: /^Lead #\d+$/ })).toBeVisible();
  await expect(page.getByText("Live chat", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: /^Made from chat conversation #\d+$/ }).click();
  await expect(page).toHaveURL(conversationUrl);
  await page.goto("/admin?tab=leads");
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);

  // The other is spam: gone from the open list, listed under Spam.
  await page.goto("/admin/chat");
  await page.getByRole("link", { name: `Open the conversation with ${spammer}` }).click();
  await page.getByRole("button", { name: "Mark spam" }).click();
  await expect(page.getByRole("status")).toHaveText("Conversation marked spam.");
  await page.goto("/admin/chat");
  await expect(page.getByRole("row").filter({ hasText: spammer })).toHaveCount(0);
  await page.getByRole("link", { name: "Spam", exact: true }).click();
  await expect(page.getByRole("row").filter({ hasText: spammer })).toHaveCount(1);

  await Promise.all([visitor.context.close(), spam.context.close(), team.context.close()]);
});

test("in real time: the team's answer reaches the visitor's open panel, and the visitor's message the team's open page, without a reload", async ({
  browser,
}) => {
  const name = `Live Visitor ${Date.now()}`;
  // The visitor, with JavaScript: the panel from the launcher of a static page.
  const visitor = await newClient(browser);
  await visitor.page.goto("/services");
  await visitor.page.locator("[data-chat-launcher]").click();
  const panel = visitor.page.getByRole("dialog", { name: "Live chat" });
  await expect(panel).toBeVisible();
  const opened = Date.now();
  await panel.locator("#chat-panel-name").fill(name);
  await panel.locator("#chat-panel-email").fill(uniqueEmail("chat-live"));
  await panel.locator("#chat-panel-message").fill("Is anyone there?");
  await visitor.page.waitForTimeout(Math.max(0, opened + MIN_FILL_MS + 100 - Date.now()));
  await panel.getByRole("button", { name: "Start chat" }).click();
  const visitorLog = panel.getByRole("log");
  await expect(visitorLog.getByRole("listitem")).toHaveCount(1);

  // The team, with JavaScript: the list changes by itself when the conversation comes in.
  const team = await newClient(browser);
  await signIn(team.page);
  await team.page.goto("/admin/chat");
  const row = team.page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: `Open the conversation with ${name}` }).click();
  const teamLog = team.page.getByRole("log", { name: "Messages" });
  await expect(teamLog.getByRole("listitem")).toHaveCount(1);
  // A team member is online now: the visitor's panel, told by its stream, says "online" inside
  // the office's hours by the real clock and "away" outside them (both sides by a given clock:
  // src/lib/chat/store.integration.test.ts).
  await expect(panel.locator("[data-chat-availability]")).toHaveAttribute(
    "data-chat-availability",
    officeOpenAt(CHAT_OFFICE, new Date()) ? "online" : "away",
  );

  // The team answers: the visitor's panel shows it, streamed, with no reload.
  await team.page.getByLabel("Your reply").fill("Yes, how can we help?");
  await team.page.getByRole("button", { name: "Send reply" }).click();
  await expect(visitorLog).toContainText("Yes, how can we help?", { timeout: 5_000 });
  await expect(team.page).toHaveURL(/\?reply=\d+#latest$/);

  // The visitor writes again: the team's open page shows it, with no reload of its own.
  const before = team.page.url();
  await panel.locator("#chat-panel-reply").fill("I need a quote for a chatbot");
  await panel.locator("#chat-panel-reply").press("Enter");
  await expect(teamLog).toContainText("I need a quote for a chatbot", { timeout: 5_000 });
  expect(team.page.url()).toBe(before);
  await Promise.all([visitor.context.close(), team.context.close()]);
});
