import type { Browser, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { newClient, signIn, uniqueEmail, waitUntilSubmittable } from "./support/forms";

/** A word no other lead holds: the search finds this test's lead by it. */
const uniqueWord = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** Sends the contact form as a visitor; the message holds `word`. */
async function submitLead(browser: Browser, email: string, word: string) {
  const visitor = await newClient(browser);
  await visitor.page.goto("/contact");
  const form = visitor.page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First name").fill("Wanda");
  await form.getByLabel("Last name").fill("Workflow");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project details").fill(`We need help with ${word} before spring.`);
  await waitUntilSubmittable(visitor.page, "Contact form");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.page.getByRole("status")).toBeVisible();
  await visitor.context.close();
}

/** Searches the leads for `q` with the list's filter form; returns the row holding `email`. */
async function search(page: Page, q: string, email: string) {
  const filters = page.getByRole("search", { name: "Filter" });
  await filters.getByLabel("Search").fill(q);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${q}`));
  return page.getByRole("row").filter({ hasText: email });
}

/** The number in a count link of the list ("In progress: 3"). */
async function countOf(page: Page, label: RegExp): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: "Counts" })
    .getByRole("link", { name: label })
    .textContent();
  return Number(/(\d+)/.exec(text ?? "")?.[1]);
}

/** This ISO week's Monday (UTC), as the overview's table writes it. */
function currentWeek(): string {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

test.describe("the inbox's workflow", () => {
  test("two accounts on one lead: search, status, assignee, notes; spam leaves the list and counts; the overview", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("workflow");
    const word = uniqueWord("wfsearch");
    await submitLead(browser, email, word);

    // The owner adds a teammate's account.
    const owner = await newClient(browser);
    await signIn(owner.page);
    const memberEmail = uniqueEmail("member");
    const memberName = `Mia Member ${Date.now()}`;
    const memberPassword = "member-password-0123456789";
    await owner.page.goto("/admin/accounts");
    await owner.page.getByLabel("Email", { exact: true }).fill(memberEmail);
    await owner.page.getByLabel("Name", { exact: true }).fill(memberName);
    await owner.page.getByLabel("Password", { exact: true }).fill(memberPassword);
    await owner.page.getByRole("button", { name: "Add account" }).click();
    await expect(owner.page.getByRole("status")).toContainText("The account was added");

    // The owner finds the lead by a word of its message, and by the start of that word.
    await owner.page.goto("/admin?tab=leads");
    const inProgressBefore = await countOf(owner.page, /^In progress: \d+$/);
    let row = await search(owner.page, word.slice(0, -3), email);
    await expect(row).toHaveCount(1);
    row = await search(owner.page, word, email);
    await expect(row).toHaveCount(1);
    await expect(owner.page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("New");
    const open = row.getByRole("link", { name: /^Open #\d+$/ });
    const leadUrl = (await open.getAttribute("href"))!;
    const id = /\/admin\/leads\/(\d+)$/.exec(leadUrl)![1];
    await open.click();
    await expect(owner.page.getByRole("heading", { name: `Lead #${id}` })).toBeVisible();
    const fields = owner.page.getByRole("region", { name: "What was sent" });
    await expect(fields).toContainText(email);
    await expect(fields).toContainText(`We need help with ${word} before spring.`);
    await expect(
      owner.page.getByRole("link", { name: /^Message #\d+ \(contact\.team\)$/ }),
    ).toBeVisible();

    // Status, assignee and a note by the owner.
    const workflow = owner.page.getByRole("region", { name: "Status and assignee" });
    await workflow.getByLabel("Status").selectOption({ label: "In progress" });
    await workflow.getByRole("button", { name: "Set status" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("Status saved.");
    await expect(workflow.getByLabel("Status")).toHaveValue("in_progress");
    await workflow.getByLabel("Assignee").selectOption({ label: memberName });
    await workflow.getByRole("button", { name: "Assign" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("Assignee saved.");
    await expect(workflow).toContainText(memberName);
    const notes = owner.page.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("Add a note").fill("Owner: called them, they want a quote.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("Note added.");

    // The teammate, in a browser of their own, sees the work and adds theirs.
    const member = await newClient(browser);
    await signIn(member.page, memberEmail, memberPassword);
    await expect(member.page.getByText(`Signed in as ${memberName}`)).toBeVisible();
    await member.page.goto("/admin?tab=leads&assignee=me");
    await expect(member.page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
    await member.page.goto(leadUrl);
    const memberNotes = member.page.getByRole("region", { name: "Internal notes" });
    await expect(memberNotes.getByRole("listitem")).toHaveCount(1);
    await expect(memberNotes.getByRole("listitem")).toContainText(/^Owner · \d{4}-\d\d-\d\d/);
    await memberNotes.getByLabel("Add a note").fill("Mia: quote sent, <b>follow up</b> Friday.");
    await memberNotes.getByRole("button", { name: "Add note" }).click();
    await expect(member.page.getByRole("status")).toHaveText("Note added.");
    const memberWorkflow = member.page.getByRole("region", { name: "Status and assignee" });
    await memberWorkflow.getByLabel("Assignee").selectOption({ label: "Owner" });
    await memberWorkflow.getByRole("button", { name: "Assign" }).click();
    await expect(member.page.getByRole("status")).toHaveText("Assignee saved.");
    await member.context.close();

    // Both accounts' notes, newest last, with their names; the note's markup is text.
    await owner.page.reload();
    const items = notes.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Owner · ");
    await expect(items.nth(0)).toContainText("Owner: called them, they want a quote.");
    await expect(items.nth(1)).toContainText(`${memberName} · `);
    await expect(items.nth(1)).toContainText("Mia: quote sent, <b>follow up</b> Friday.");
    await expect(notes.locator("b")).toHaveCount(0);
    await expect(workflow).toContainText("In progress");

    // The list shows the new status and assignee.
    await owner.page.goto(`/admin?tab=leads&q=${word}`);
    row = owner.page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("In progress");
    await expect(row).toContainText("Owner");
    expect(await countOf(owner.page, /^In progress: \d+$/)).toBe(inProgressBefore + 1);
    await owner.page.goto(`/admin?tab=leads&assignee=me&status=in_progress&q=${word}`);
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toHaveCount(1);

    // The overview counts it in this week's contact requests and its page among the sources.
    await owner.page.getByRole("link", { name: "Overview" }).click();
    await expect(owner.page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
    await expect(
      owner.page.getByRole("img", { name: /^Bar chart: submissions per week/ }),
    ).toBeVisible();
    await expect(
      owner.page.getByRole("img", { name: /^Bar chart: leads by source page/ }),
    ).toBeVisible();
    const weekly = owner.page.getByRole("region", { name: "Submissions per week, by form" });
    await expect(weekly.getByRole("list", { name: "Legend" })).toContainText("Contact");
    await weekly.getByText("The numbers").click();
    const thisWeek = weekly.getByRole("row", { name: new RegExp(`^${currentWeek()}`) });
    const cells = await thisWeek.getByRole("cell").allTextContents();
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1);
    const sources = owner.page.getByRole("region", { name: "Pages that bring the most leads" });
    await sources.getByText("The numbers").click();
    await expect(sources.getByRole("rowheader", { name: "/contact", exact: true })).toBeVisible();

    // Spam: out of the default list and the counts, findable under its status.
    await owner.page.goto(leadUrl);
    await expect(workflow).toContainText("Marking spam keeps it out of counts and notifications");
    await workflow.getByLabel("Status").selectOption({ label: "Spam" });
    await workflow.getByRole("button", { name: "Set status" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("Status saved.");
    await owner.page.goto(`/admin?tab=leads&q=${word}`);
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    expect(await countOf(owner.page, /^In progress: \d+$/)).toBe(inProgressBefore);
    expect(await countOf(owner.page, /^Spam, not counted: \d+$/)).toBeGreaterThanOrEqual(1);
    await owner.page
      .getByRole("navigation", { name: "Counts" })
      .getByRole("link", { name: /^Spam/ })
      .click();
    await expect(owner.page).toHaveURL(/status=spam/);
    row = await search(owner.page, word, email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Spam");
    await owner.context.close();
  });

  test("with JavaScript off: the filter form, the status and note forms", async ({ browser }) => {
    const email = uniqueEmail("workflow-nojs");
    const word = uniqueWord("wfnojs");
    await submitLead(browser, email, word);

    const staff = await newClient(browser, { javaScriptEnabled: false });
    await signIn(staff.page);
    const row = await search(staff.page, word, email);
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: /^Open #\d+$/ }).click();
    const workflow = staff.page.getByRole("region", { name: "Status and assignee" });
    await expect(workflow).toContainText("Not closed");
    await workflow.getByLabel("Status").selectOption({ label: "Done" });
    await workflow.getByRole("button", { name: "Set status" }).click();
    await expect(staff.page.getByRole("status")).toHaveText("Status saved.");
    await expect(staff.page).toHaveURL(/\/admin\/leads\/\d+\?notice=status$/);
    await expect(workflow.getByLabel("Status")).toHaveValue("done");
    await expect(workflow).not.toContainText("Not closed");
    const notes = staff.page.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("Add a note").fill("Closed without JavaScript.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(staff.page.getByRole("status")).toHaveText("Note added.");
    await expect(notes.getByRole("listitem")).toContainText("Closed without JavaScript.");

    // Done is not the default list's "new", and the status filter finds it.
    await staff.page.goto(`/admin?tab=leads&status=new&q=${word}`);
    await expect(staff.page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    const filters = staff.page.getByRole("search", { name: "Filter" });
    await filters.getByLabel("Status").selectOption({ label: "Done" });
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(staff.page).toHaveURL(/status=done/);
    await expect(staff.page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
    await staff.context.close();
  });

  test("a submission's page is behind the session, and unknown tables and ids are not found", async ({
    browser,
  }) => {
    const anonymous = await newClient(browser);
    for (const url of ["/admin/leads/1", "/admin/overview", "/admin?tab=leads&q=x"]) {
      await anonymous.page.goto(url);
      await expect(
        anonymous.page.getByRole("heading", { name: "Sign in to the team inbox" }),
      ).toBeVisible();
    }
    await anonymous.context.close();
    const staff = await newClient(browser);
    await signIn(staff.page);
    for (const url of [
      "/admin/subscribers/1",
      "/admin/leads/0",
      "/admin/leads/abc",
      "/admin/tickets/999999999",
    ]) {
      const response = await staff.page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
    await staff.context.close();
  });
});
