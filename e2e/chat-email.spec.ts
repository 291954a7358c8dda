import { siteConfig } from "../src/config/site";
import { MIN_FILL_MS } from "../src/lib/forms/token";
import { expect, test } from "./support/fixtures";
import { newClient, signIn, uniqueEmail, waitForTokenAge } from "./support/forms";
import { expectNoAxeViolations } from "./support/page-checks";
import { linkIn, mailTo, webhooks } from "./support/sinks";

// The live chat continued by email, through the real SMTP sink and webhook receiver: a visitor
// without JavaScript asks to go on by email, is mailed only a confirmation link, confirms it by
// the link's button; the team answers while the visitor is away, the answer is mailed with a
// reply link, the visitor replies through it and the team sees the reply.

/** Links in emails point at the configured site URL; the tests follow them on the test server. */
const onTestServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("a visitor without JavaScript confirms their address, gets the team's answer by email and replies by its link", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`;
  const name = `Zora Email ${tag}`;
  const email = uniqueEmail("chat-email");
  const first = `Quokka project ${tag}: can you build our booking bot?`;

  // The visitor, without JavaScript, starts a conversation on /chat.
  const visitor = await newClient(browser, { javaScriptEnabled: false });
  const page = visitor.page;
  // axe runs in the page, so each new page is checked again in a browser with JavaScript, with
  // the visitor's cookie (GETs only: opening a link's page changes nothing).
  const checker = await newClient(browser);
  const axeOn = async (path: string, label: string) => {
    await checker.context.addCookies(await visitor.context.cookies());
    await checker.page.goto(path);
    await expectNoAxeViolations(checker.page, label);
  };
  await page.goto("/chat");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message", { exact: false }).first().fill(first);
  await waitForTokenAge(page);
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/chat#latest$/);

  // Asks to go on by email: an unconfirmed address is sent a link only.
  const request = page.getByRole("region", { name: "Continue by email" });
  await request.getByRole("button", { name: "Continue by email" }).click();
  await expect(page).toHaveURL(/\/chat\?email=confirmSent#chat-email$/);
  await expect(request.getByRole("status")).toContainText("We have sent a link");
  await axeOn(onTestServer(page.url()), "/chat (by email)");

  const [confirmation] = await mailTo(email, {
    filter: (mail) => /Confirm your email address/.test(mail.subject),
  });
  // Nothing the visitor typed, not even the name: nobody has shown the address is theirs.
  for (const typed of ["Zora", "Quokka", "booking"]) {
    expect(confirmation!.text).not.toContain(typed);
    expect(confirmation!.html).not.toContain(typed);
  }
  const confirmLink = linkIn(confirmation!.text, `${siteConfig.url}/chat/confirm?t=`);

  // The link's page asks for a press (a mail scanner opening it confirms nothing).
  await page.goto(onTestServer(confirmLink));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email address");
  await axeOn(onTestServer(confirmLink), "/chat/confirm");
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your address is confirmed");
  await expect(page.getByRole("button", { name: "Confirm my address" })).toHaveCount(0);
  await axeOn(onTestServer(page.url()), "/chat/confirm (confirmed)");

  // The team answers while the visitor is away (no stream open: the page has no JavaScript).
  const team = await newClient(browser);
  await signIn(team.page);
  await team.page.goto("/admin/chat");
  await team.page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Open the conversation with ${name}` })
    .click();
  const answer = `Yes: we build booking bots, in <b>Arabic</b> too (${tag}).`;
  await team.page.getByLabel("Your reply").fill(answer);
  await team.page.getByRole("button", { name: "Send reply" }).click();
  await expect(team.page).toHaveURL(/\?reply=\d+#latest$/);

  // The answer is announced by webhook (author "team") and mailed with a reply link.
  const [event] = await webhooks(
    "chat.message.created",
    (hook) => (hook.body.data.message as { body?: string }).body === answer,
  );
  expect(event!.body.data.message).toMatchObject({ author: "team", via: "web" });
  const [mailed] = await mailTo(email, { filter: (mail) => /answered you/.test(mail.subject) });
  expect(mailed!.text).toContain(answer);
  expect(mailed!.html).toContain("&lt;b&gt;Arabic&lt;/b&gt;");
  const replyLink = linkIn(mailed!.text, `${siteConfig.url}/chat/reply?t=`);

  // The visitor replies through the link, without JavaScript, on another device (no cookie).
  const elsewhere = await newClient(browser, { javaScriptEnabled: false });
  await elsewhere.page.goto(onTestServer(replyLink));
  const log = elsewhere.page.getByRole("log", { name: "Messages" });
  await expect(log).toContainText(first);
  await expect(log).toContainText(answer);
  await expect(log.locator("b")).toHaveCount(0);
  await axeOn(onTestServer(replyLink), "/chat/reply");
  const reply = `Great, call me tomorrow (${tag}).`;
  await elsewhere.page.getByLabel("Your reply").fill(reply);
  await elsewhere.page.getByRole("button", { name: "Send reply" }).click();
  await expect(elsewhere.page).toHaveURL(/\/chat\/reply\?t=[^#]+#latest$/);
  await expect(log.getByRole("listitem").last()).toContainText(reply);

  // The team sees it, stored as a reply by email and announced like any visitor's message.
  const [visitorEvent] = await webhooks(
    "chat.message.created",
    (hook) => (hook.body.data.message as { body?: string }).body === reply,
  );
  expect(visitorEvent!.body.data.message).toMatchObject({ author: "visitor", via: "email" });
  await team.page.reload();
  await expect(team.page.getByRole("log", { name: "Messages" })).toContainText(reply);

  // A forged link opens nothing.
  await elsewhere.page.goto(onTestServer(replyLink.replace(/.{4}$/, "AAAA")));
  await expect(elsewhere.page.getByRole("heading", { level: 1 })).toHaveText(
    "This link does not work",
  );
  await expect(elsewhere.page.getByRole("log")).toHaveCount(0);

  await Promise.all([visitor, checker, elsewhere, team].map((client) => client.context.close()));
});

test("in the panel, in Arabic: asking for the transcript sends a confirmation link first", async ({
  browser,
}) => {
  const email = uniqueEmail("chat-email-ar");
  const visitor = await newClient(browser);
  const page = visitor.page;
  await page.goto("/ar/services");
  await page.locator("[data-chat-launcher]").click();
  const panel = page.getByRole("dialog");
  await expect(panel.locator("#chat-panel-name")).toBeVisible();
  const opened = Date.now();
  await panel.locator("#chat-panel-name").fill("زينة");
  await panel.locator("#chat-panel-email").fill(email);
  await panel.locator("#chat-panel-message").fill("هل تبنون روبوتات محادثة؟");
  await page.waitForTimeout(Math.max(0, opened + MIN_FILL_MS + 100 - Date.now()));
  await panel.getByRole("button", { name: "ابدأ المحادثة" }).click();
  await expect(panel.getByRole("log").getByRole("listitem")).toHaveCount(1);

  await panel.getByRole("button", { name: "أرسل إليّ نص المحادثة" }).click();
  await expect(panel.locator("[data-chat-email-answer]")).toContainText("أرسلنا رابطًا");
  await expectNoAxeViolations(page, "/ar chat panel (email)");
  const [confirmation] = await mailTo(email);
  expect(confirmation!.subject).toBe("أكّد بريدك الإلكتروني لمحادثتك مع Cedarwave");
  expect(confirmation!.text).toContain(`${siteConfig.url}/ar/chat/confirm?t=`);
  expect(confirmation!.text).not.toContain("زينة");
  await visitor.context.close();
});
