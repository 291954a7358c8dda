import { siteConfig } from "../src/config/site";
import { expect, test } from "./support/fixtures";
import { exportCsv, newClient, uniqueEmail, waitUntilSubmittable } from "./support/forms";
import { linkIn, mailTo, webhooks } from "./support/sinks";

/** Links in emails point at the configured site URL; the tests follow them on the test server. */
const onTestServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("a contact submission mails the team and the visitor, and announces it by webhook", async ({
  browser,
}) => {
  const email = uniqueEmail("mail-contact");
  const { context, page } = await newClient(browser);
  await page.goto("/contact?service=web");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("<Hopper>");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project details").fill("A compiler for <b>everyone</b>.");
  await form.getByRole("checkbox").check();
  await waitUntilSubmittable(page, "Contact form");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await context.close();

  const [team] = await mailTo(siteConfig.email, { filter: (mail) => mail.replyTo === email });
  expect(team!.subject).toBe("Contact request from Grace <Hopper>");
  expect(team!.text).toContain("Web Development");
  expect(team!.text).toContain("A compiler for <b>everyone</b>.");
  expect(team!.html).toContain("A compiler for &lt;b&gt;everyone&lt;/b&gt;.");
  expect(team!.text).toContain(`${siteConfig.url}/contact`);
  expect(team!.text).toContain(`${siteConfig.url}/admin?tab=leads`);

  const [ack] = await mailTo(email);
  expect(ack!.replyTo).toBe(siteConfig.email);
  expect(ack!.subject).toContain("We have your message");
  // To an address nobody has shown to be theirs: nothing the visitor typed (issue 32). "Grace
  // <Hopper>" is no plain name, so no name; the chosen service is ours to say.
  expect(ack!.text).toMatch(/^Hello,$/m);
  for (const typed of ["Hopper", "compiler", "everyone"]) {
    expect(ack!.text).not.toContain(typed);
    expect(ack!.html).not.toContain(typed);
  }
  expect(ack!.text).toContain("Web Development");
  expect(ack!.messageId).not.toBe(team!.messageId);

  const [event] = await webhooks(
    "submission.created",
    (hook) => (hook.body.data.fields as { email?: string }).email === email,
  );
  expect(event!.body.data).toMatchObject({ form: "contact" });
});

test("a support ticket gets a reference the visitor sees and quotes", async ({ browser }) => {
  const email = uniqueEmail("mail-ticket");
  const { context, page } = await newClient(browser);
  await page.goto("/support");
  const form = page.getByRole("form", { name: "Support ticket form" });
  await form.getByLabel(/^Name/).fill("Ticket Person");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Subject/).fill("Site down");
  await form.getByLabel(/^Message/).fill("Our site is down since this morning.");
  await waitUntilSubmittable(page, "Support ticket form");
  await form.getByRole("button", { name: "Submit Ticket" }).click();
  const reference = await page.locator("[data-reference]").textContent();
  expect(reference).toMatch(/^SUP-\d{5,}$/);
  await context.close();
  const [ack] = await mailTo(email);
  expect(ack!.subject).toContain(reference!);
  const [team] = await mailTo(siteConfig.supportEmail, {
    filter: (mail) => mail.replyTo === email,
  });
  expect(team!.subject).toContain(`[${reference}]`);
});

test("the newsletter: pending, confirmed by its link, unsubscribed in one click, then a new confirmation", async ({
  browser,
}) => {
  const email = uniqueEmail("mail-news");
  // Both sign-ups' forms are opened first, so the second one's time trap has run out when it
  // is sent, after the unsubscription.
  const openSignUp = async () => {
    const { context, page } = await newClient(browser);
    await page.goto("/blog");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill(email);
    return async () => {
      await waitUntilSubmittable(page, "Newsletter sign-up");
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: "confirmation link" })).toBeVisible();
      await context.close();
    };
  };
  const [signUp, signUpAgain] = [await openSignUp(), await openSignUp()];

  await signUp();
  expect(await exportCsv("subscribers")).toMatch(new RegExp(`${email},pending`));
  expect(await exportCsv("mailing-list")).not.toContain(email);
  const [confirmation] = await mailTo(email, { filter: (mail) => /Confirm/.test(mail.subject) });
  expect(confirmation!.headers["list-unsubscribe"]).toBeUndefined();

  // Opening the link confirms nothing (a mail scanner would); the button does.
  const { context, page } = await newClient(browser);
  await page.goto(onTestServer(linkIn(confirmation!.text, `${siteConfig.url}/newsletter/confirm`)));
  expect(await exportCsv("mailing-list")).not.toContain(email);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your subscription is confirmed",
  );
  // The outcome replaces the request: nothing on the page still asks to confirm.
  await expect(page.getByText(/Confirm your subscription|One step left/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  await context.close();
  expect(await exportCsv("mailing-list")).toContain(email);

  const [welcome] = await mailTo(email, { filter: (mail) => /Welcome/.test(mail.subject) });
  expect(welcome!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = welcome!.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
  expect(oneClick.startsWith(`${siteConfig.url}/newsletter/one-click?t=`)).toBe(true);
  await webhooks("subscriber.confirmed", (hook) => hook.body.data.email === email);

  // The mail provider's one-click POST (RFC 8058), from its own servers.
  const { context: provider, page: mailer } = await newClient(browser);
  const answer = await mailer.request.post(onTestServer(oneClick), {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example.net" },
  });
  expect(answer.status()).toBe(200);
  await provider.close();
  expect(await exportCsv("subscribers")).not.toContain(email);
  expect(await exportCsv("mailing-list")).not.toContain(email);
  await webhooks("subscriber.unsubscribed", (hook) => hook.body.data.email === email);

  // Signing up again starts over: pending, and a new confirmation.
  await signUpAgain();
  expect(await exportCsv("subscribers")).toMatch(new RegExp(`${email},pending`));
  await mailTo(email, { count: 2, filter: (mail) => /Confirm/.test(mail.subject) });
});

test("a confirmation link cannot be forged", async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await page.goto(
    "/newsletter/confirm?t=1.1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  );
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await context.close();
});
