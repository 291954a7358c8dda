import { CHAT_OFFICE } from "../src/config/chat";
import { adminChatCopy } from "../src/content/admin-chat";
import { chatCopy as arChatCopy } from "../src/content/ar/chat";
import { chatCopy } from "../src/content/chat";
import { officeOpenAt } from "../src/lib/chat/availability";
import { MIN_FILL_MS } from "../src/lib/forms/token";
import { expect, test } from "./support/fixtures";
import { newClient, signIn, uniqueEmail } from "./support/forms";

// What the chat panel tells a visitor, by a fake clock in the browser: the panel decides
// "online" from the answering office's hours (src/config/chat.ts) by the browser's clock, read
// again every 30 s, and from the team's presence, which the server sends (src/lib/chat/
// availability.ts). The /chat page without JavaScript decides it on the server, by the same
// function (given-clock tests in src/lib/chat/store.integration.test.ts).

const HOUR = 60 * 60_000;
/** Wednesday 2 December 2026, 10:00 in Beirut (UTC+2): the office is open. */
const WEDNESDAY_10 = new Date("2026-12-02T08:00:00Z");

test("the panel, by the browser's clock: online in the office's hours with the team online; away after hours and when the team leaves (Arabic and English)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  expect(officeOpenAt(CHAT_OFFICE, WEDNESDAY_10)).toBe(true);
  expect(officeOpenAt(CHAT_OFFICE, new Date(WEDNESDAY_10.getTime() + 8 * HOUR))).toBe(false);
  expect(officeOpenAt(CHAT_OFFICE, new Date(WEDNESDAY_10.getTime() + 24 * HOUR))).toBe(true);

  // A team member has the chat page open: the team is online, whatever the hour.
  const team = await newClient(browser);
  await signIn(team.page);
  await team.page.goto("/admin/chat");

  const visitor = await newClient(browser);
  await visitor.page.clock.install({ time: WEDNESDAY_10 });
  await visitor.page.goto("/ar/services");
  await visitor.page.locator("[data-chat-launcher]").click();
  const panel = visitor.page.getByRole("dialog", { name: arChatCopy.title });
  const status = panel.locator("[data-chat-availability]");
  await expect(status).toHaveAttribute("data-chat-availability", "online");
  await expect(status).toContainText(arChatCopy.availability.online.label);
  await expect(status).toContainText(arChatCopy.availability.online.detail);

  // 18:00 in Beirut: the office closes with nobody's presence changing; the panel says so
  // within the minute, and that the answer comes by email.
  await visitor.page.clock.fastForward("08:00:00");
  await expect(status).toHaveAttribute("data-chat-availability", "away");
  await expect(status).toContainText(arChatCopy.availability.away.detail);
  // Thursday 10:00: open again.
  await visitor.page.clock.fastForward("16:00:00");
  await expect(status).toHaveAttribute("data-chat-availability", "online");

  // In English, inside the hours, with a conversation: when the team member goes away, the
  // visitor's stream says so and the panel turns to "away" with no reload.
  const english = await newClient(browser);
  await english.page.clock.install({ time: WEDNESDAY_10 });
  await english.page.goto("/services");
  await english.page.locator("[data-chat-launcher]").click();
  const englishPanel = english.page.getByRole("dialog", { name: chatCopy.title });
  const englishStatus = englishPanel.locator("[data-chat-availability]");
  await expect(englishStatus).toHaveAttribute("data-chat-availability", "online");
  const opened = Date.now();
  await englishPanel.locator("#chat-panel-name").fill("Clock Visitor");
  await englishPanel.locator("#chat-panel-email").fill(uniqueEmail("chat-hours"));
  await englishPanel.locator("#chat-panel-message").fill("Are you there this morning?");
  // The time trap is the server's: real time, whatever the page's clock says.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, opened + MIN_FILL_MS + 100 - Date.now())),
  );
  await englishPanel.getByRole("button", { name: chatCopy.start.submit }).click();
  await expect(englishPanel.getByRole("log").getByRole("listitem")).toHaveCount(1);
  await expect(englishStatus).toContainText(chatCopy.availability.online.detail);

  // The team's page after "go away" keeps its list live by a stream that does not bring the
  // member back online (the page's stream used to, at once).
  const awayStream = team.page.waitForRequest((request) =>
    request.url().endsWith("/admin/chat/stream?away=1"),
  );
  await team.page.getByRole("button", { name: adminChatCopy.awayButton }).click();
  await expect(team.page).toHaveURL(/notice=away/);
  await expect(englishStatus).toHaveAttribute("data-chat-availability", "away");
  await expect(englishStatus).toContainText(chatCopy.availability.away.detail);
  await awayStream;
  await team.page.waitForTimeout(1_500);
  await expect(englishStatus).toHaveAttribute("data-chat-availability", "away");

  await Promise.all([team.context.close(), visitor.context.close(), english.context.close()]);
});
