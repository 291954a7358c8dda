import { expect, hydrateOnLoad, test } from "./support/fixtures";
import {
  exportCsv,
  newClient,
  uniqueEmail,
  uniqueIp,
  waitForTokenAge,
  waitUntilSubmittable,
} from "./support/forms";

const FORM = "Contact form";

test.describe("contact form", () => {
  test("works with JavaScript off: errors keep the values, then the lead is stored", async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser, { javaScriptEnabled: false });
    const email = uniqueEmail("nojs");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: FORM });
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Project details").fill("A data platform");
    await form.getByRole("button", { name: "Send Message" }).click();

    const again = page.getByRole("form", { name: FORM });
    await expect(page.locator("main").getByRole("alert")).toContainText(
      "Please correct the highlighted fields",
    );
    await expect(again.getByLabel("First name")).toHaveValue("Ada");
    await expect(again.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(again.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Last name")).toHaveAttribute(
      "aria-describedby",
      "contact-lastName-error",
    );
    await expect(page.locator("#contact-lastName-error")).toHaveText("Last name is required.");

    await again.getByLabel("Last name").fill("Lovelace");
    await again.getByLabel("Email").fill(email);
    await waitForTokenAge(page);
    await again.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("reply within 24 hours");
    await context.close();

    expect(await exportCsv("leads")).toContain(email);
  });

  test("with JavaScript off: the first press from a pricing link stores the service and plan", async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser, { javaScriptEnabled: false });
    const email = uniqueEmail("nojs-plan");
    await page.goto("/contact?service=ai&plan=professional");
    const form = page.getByRole("form", { name: FORM });
    await expect(form.getByLabel("Service interest")).toHaveValue("ai");
    await expect(form).toContainText("Selected plan: Professional (AI plans), $799/month");
    await expect(form.locator('input[name="_token"]')).not.toHaveValue("");
    await form.getByLabel("First name").fill("Plan");
    await form.getByLabel("Last name").fill("Chooser");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("An assistant for our support team");
    await waitForTokenAge(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("reply within 24 hours");
    await context.close();

    const csv = await exportCsv("leads");
    const header = csv.split("\r\n")[0]!.split(",");
    const line = csv.split("\r\n").find((row) => row.includes(email));
    expect(line).toBeDefined();
    const cells = line!.split(",");
    expect(cells[header.indexOf("service")]).toBe("ai");
    expect(cells[header.indexOf("plan")]).toBe("professional");
  });

  test("with JavaScript on: checks in the browser first, then stores the lead", async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser);
    const email = uniqueEmail("js");
    // The island posts to /forms/submit (src/app/forms/submit/route.ts); without JavaScript the
    // form posts to its page.
    let posts = 0;
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && /^\/(contact|forms\/submit)$/.test(pathname)) posts += 1;
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: FORM });
    await form.getByLabel("First name").fill("Grace");
    await form.getByRole("button", { name: "Send Message" }).click();
    const summary = page.locator("main").getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Last name is required.");
    expect(posts).toBe(0);

    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Navy <b>bold</b>");
    await form.getByLabel("Service interest").selectOption("cloud");
    await form.getByLabel("Project details").fill("Move our COBOL to the cloud");
    await waitUntilSubmittable(page, FORM);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("reply within 24 hours");
    expect(posts).toBe(1);
    await context.close();

    const csv = await exportCsv("leads");
    const line = csv.split("\r\n").find((row) => row.includes(email));
    expect(line).toContain("Navy <b>bold</b>");
    expect(line).toContain(",cloud,");
  });

  test("preselects the service and shows the plan from the URL", async ({ browser }) => {
    const { context, page } = await newClient(browser);
    await page.goto("/contact?service=ai&plan=professional");
    const form = page.getByRole("form", { name: FORM });
    await expect(form.getByLabel("Service interest")).toHaveValue("ai");
    await expect(form).toContainText("Selected plan: Professional (AI plans), $799/month");
    await expect(form.locator('input[name="plan"]')).toHaveValue("professional");
    await context.close();
  });

  test("a filled honeypot gets the normal thank-you and stores nothing", async ({ browser }) => {
    const { context, page } = await newClient(browser);
    const email = uniqueEmail("bot");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: FORM });
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await form.getByLabel("First name").fill("Bot");
    await form.getByLabel("Last name").fill("Bot");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("Buy cheap stuff");
    await honeypot.fill("https://spam.example");
    await waitUntilSubmittable(page, FORM);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you");
    await context.close();
    expect(await exportCsv("leads")).not.toContain(email);
  });

  test("a submission faster than the minimum fill time is treated as a bot", async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser);
    const email = uniqueEmail("fast");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: FORM });
    await expect(form.locator('input[name="_token"]')).not.toHaveValue("");
    await form.getByLabel("First name").fill("Fast");
    await form.getByLabel("Last name").fill("Bot");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("Instant");
    // The page's token was issued when the server rendered it, which on a loaded machine may be
    // longer than the minimum fill time before this line: send one issued to this client just now.
    const fresh = await page.request.get("/forms/token?form=contact");
    const { token } = (await fresh.json()) as { token: string };
    await form
      .locator('input[name="_token"]')
      .evaluate((input: HTMLInputElement, value) => (input.value = value), token);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you");
    await context.close();
    expect(await exportCsv("leads")).not.toContain(email);
  });

  test("the sixth submission in ten minutes is refused and keeps the values", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ip = uniqueIp();
    const email = uniqueEmail("limit");
    const { context, page } = await newClient(browser, { ip });
    // Six tabs of one visitor, filled first, so their time traps (3 s each) run out together;
    // then sent one after the other.
    const tabs = [page];
    while (tabs.length < 6) tabs.push(hydrateOnLoad(await context.newPage()));
    for (const [index, tab] of tabs.entries()) {
      await tab.goto("/contact");
      const form = tab.getByRole("form", { name: FORM });
      await form.getByLabel("First name").fill("Rate");
      await form.getByLabel("Last name").fill(`Limit ${index + 1}`);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Project details").fill(`Attempt ${index + 1}`);
    }
    for (const [index, tab] of tabs.entries()) {
      const attempt = index + 1;
      const form = tab.getByRole("form", { name: FORM });
      await waitUntilSubmittable(tab, FORM);
      await form.getByRole("button", { name: "Send Message" }).click();
      if (attempt <= 5) {
        await expect(tab.getByRole("status")).toContainText("Thank you");
      } else {
        await expect(tab.locator("main").getByRole("alert")).toContainText(
          /Too many submissions, please try again in \d+ minutes?\./,
        );
        await expect(form.getByLabel("Last name")).toHaveValue("Limit 6");
      }
    }
    await context.close();
  });
});

test.describe("form pages, pre-rendered and served with their token", () => {
  const TOKEN = /name="_token" value="(\d{13}\.[\w-]{22}\.[\w-]{43})"/;

  for (const path of ["/contact", "/ai-services/contact", "/support", "/signup", "/ar/contact"]) {
    test(`${path}: a token of its own in every answer, never stored`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()["cache-control"]).toBe("private, no-store");
      const [one, two] = [await first.text(), await second.text()];
      expect(one).not.toContain("cw-token-slot");
      const token = TOKEN.exec(one)?.[1];
      expect(token, "the form's hidden field").toBeDefined();
      expect(TOKEN.exec(two)?.[1]).not.toBe(token);
      // The island's props carry the same token as the field.
      expect(one).toContain(`"token":"${token}"`);
    });
  }

  test("a choice's pre-rendered address redirects to the query it stands for", async ({
    request,
  }) => {
    const response = await request.get("/contact/choice/ai_professional", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/contact?service=ai&plan=professional");
    const arabic = await request.get("/ar/contact/choice/web", { maxRedirects: 0 });
    expect(arabic.headers().location).toBe("/ar/contact?service=web");
  });

  test("an address with unknown values gets the page without a choice", async ({ request }) => {
    const html = await (await request.get("/contact?service=toString&plan=__proto__")).text();
    expect(html).not.toContain('name="plan"');
    expect(html).not.toMatch(/<option value="[^"]+" selected/);
  });
});
