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

// A line break in a one-line field (`name=Bob\r\nBcc: x@evil.example`) was stored and shown as
// extra lines in the inbox, the CSV and the webhook's JSON. A browser drops CR and LF from a
// one-line input, so one inside is refused, saying the field takes one line; zero-width
// characters are stripped like the bidirectional controls. A message keeps both.

const LINE_BREAKS = ["\r\n", "\r", "\n", "\u2028", "\u2029"];
const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];

/** Every one-line text field of every form, with the values that make its form valid. */
const oneLineFields = [
  { kind: "contact", values: contact, fields: ["firstName", "lastName", "company"] },
  {
    kind: "support",
    values: { name: "Sam", email: "sam@example.com", subject: "Invoice", message: "Help" },
    fields: ["name", "subject"],
  },
  {
    kind: "demo",
    values: { name: "Kim", email: "kim@example.com", company: "Acme", useCase: "Support bot" },
    fields: ["name", "company", "useCase"],
  },
  { kind: "waitlist", values: { name: "Lee", email: "lee@example.com" }, fields: ["name"] },
] as const;

describe("line breaks in one-line fields", () => {
  it("refuse `Bob\\r\\nBcc: x@evil.example` as a name, saying it takes one line", () => {
    const result = validateForm("support", {
      ...oneLineFields[1].values,
      name: "Bob\r\nBcc: x@evil.example",
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toEqual({ name: "Name must be on one line." });
  });

  it("are refused, every kind of them, in every one-line field of every form", () => {
    for (const { kind, values, fields } of oneLineFields) {
      expect(validateForm(kind, values).success, kind).toBe(true);
      for (const field of fields) {
        for (const lineBreak of LINE_BREAKS) {
          const result = validateForm(kind, { ...values, [field]: `Bob${lineBreak}Bcc: x` });
          const label = `${kind}.${field} ${JSON.stringify(lineBreak)}`;
          expect(result.success, label).toBe(false);
          if (!result.success) expect(Object.keys(result.errors), label).toEqual([field]);
        }
      }
    }
  });

  it("are refused in Arabic, in Arabic", () => {
    const result = validateForm("waitlist", { name: "ليلى\nحداد", email: "l@example.com" }, "ar");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.name).toMatch(/^يجب أن يكون حقل «.+» في سطر واحد\.$/);
  });

  it("around the value go with the trim", () => {
    const result = validateForm("waitlist", { name: "\r\nLee\u2028\n", email: "lee@example.com" });
    expect(result.success && result.data.name).toBe("Lee");
  });

  it("make an email address invalid", () => {
    for (const email of ["lee@example.com\r\nBcc: x@evil.example", "le\ne@example.com"]) {
      expect(validateForm("waitlist", { name: "Lee", email }).success, email).toBe(false);
    }
  });

  it("are kept in a message (a textarea)", () => {
    const message = "Line one\r\nLine two\n\nLine four";
    const result = validateForm("contact", { ...contact, message });
    expect(result.success && result.data.message).toBe(message);
  });
});

describe("zero-width characters in one-line fields", () => {
  it("are stripped, every one of them, from every one-line field of every form", () => {
    for (const { kind, values, fields } of oneLineFields) {
      for (const field of fields) {
        const result = validateForm(kind, { ...values, [field]: `Bo${ZERO_WIDTH.join("")}b` });
        expect(result.success && result.data[field as keyof typeof result.data], field).toBe("Bob");
      }
    }
  });

  it("leave a name made of nothing else empty: required", () => {
    const result = validateForm("waitlist", { name: ZERO_WIDTH.join(""), email: "l@example.com" });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual(["name"]);
  });

  it("make an email address invalid", () => {
    const result = validateForm("waitlist", { name: "Lee", email: "lee\u200B@example.com" });
    expect(result.success).toBe(false);
  });

  it("are kept in a message, where a joiner makes an emoji", () => {
    const message = "Our team \u{1F468}\u200D\u{1F469}\u200D\u{1F467} says hi";
    const result = validateForm("contact", { ...contact, message });
    expect(result.success && result.data.message).toBe(message);
  });
});
