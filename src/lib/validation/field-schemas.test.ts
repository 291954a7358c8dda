import { describe, expect, it } from "vitest";

import { validateForm } from "@/lib/forms/registries";

// Bidirectional controls (embeddings, overrides, isolates, the LRM/RLM/ALM marks) in a one-line
// field reach email subjects and the inbox, where "Ann\u202Egnp.exe" reads "Annexe.png": they are
// stripped at the validation boundary. A message (a textarea) keeps them: Arabic text that mixes
// in Latin words or numbers uses the marks, and a message is never a subject or a header.

const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  service: "ai",
  message: "We need an assistant.",
};

describe("bidirectional controls in one-line fields", () => {
  it("are stripped from a name with U+202E (RIGHT-TO-LEFT OVERRIDE)", () => {
    const result = validateForm("contact", { ...contact, firstName: "Ann\u202Egnp.exe" });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.firstName).toBe("Anngnp.exe");
  });

  it("are stripped, every one of them, from every one-line field of every form", () => {
    const hostile = (text: string) => `${BIDI.join("")} ${text}${BIDI.join("")} `;
    const contactResult = validateForm("contact", {
      ...contact,
      firstName: hostile("Ada"),
      lastName: hostile("Lovelace"),
      company: hostile("Engines"),
    });
    expect(contactResult.success && contactResult.data).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Engines",
    });
    const support = validateForm("support", {
      name: hostile("Sam"),
      email: "sam@example.com",
      subject: hostile("Invoice \u202Efdp.exe"),
      message: "Help",
    });
    expect(support.success && support.data).toMatchObject({
      name: "Sam",
      subject: "Invoice fdp.exe",
    });
    const demo = validateForm("demo", {
      name: hostile("Kim"),
      email: "kim@example.com",
      company: hostile("Acme"),
      useCase: hostile("Support bot"),
    });
    expect(demo.success && demo.data).toMatchObject({
      name: "Kim",
      company: "Acme",
      useCase: "Support bot",
    });
    const waitlist = validateForm("waitlist", { name: hostile("Lee"), email: "lee@example.com" });
    expect(waitlist.success && waitlist.data).toMatchObject({ name: "Lee" });
  });

  it("leave a name made of nothing else empty: required", () => {
    const result = validateForm("contact", { ...contact, firstName: "\u202E\u200F" });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual(["firstName"]);
  });

  it("are kept in a message (a textarea), where Arabic text needs the marks", () => {
    const message = "الطلب رقم \u200E#42\u200F وصل";
    const result = validateForm("contact", { ...contact, message });
    expect(result.success && result.data.message).toBe(message);
  });
});
