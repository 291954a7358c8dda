import { describe, expect, it } from "vitest";

import { LIMITS } from "@/config/forms";
import { locales, type Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/catalogs";

import { validateForm } from "./registries";
import { fieldMessageTexts } from "./schemas";
import { checkForm } from "./validate";

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  service: "ai",
  message: "We need an assistant.",
};

describe("contact schema", () => {
  it("accepts a valid row and trims every field", () => {
    const result = validateForm("contact", {
      ...contact,
      firstName: "  Ada  ",
      email: " ada@example.com ",
    });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.firstName).toBe("Ada");
      expect(result.data.email).toBe("ada@example.com");
      expect(result.data.consent).toBe(false);
    }
  });

  it.each(["firstName", "lastName", "email", "message"])("requires %s", (field) => {
    const result = validateForm("contact", { ...contact, [field]: "   " });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it("makes company and service optional", () => {
    const result = validateForm("contact", { ...contact, company: "", service: "" });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.service).toBeUndefined();
  });

  it("rejects an invalid email and an unknown service", () => {
    const result = validateForm("contact", { ...contact, email: "ada@", service: "crypto" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.email).toMatch(/valid email/);
      expect(result.errors.service).toMatch(/valid service/);
    }
  });

  it("bounds every length", () => {
    const cases: [string, number][] = [
      ["firstName", LIMITS.name],
      ["lastName", LIMITS.name],
      ["company", LIMITS.company],
      ["message", LIMITS.message],
    ];
    for (const [field, max] of cases) {
      expect(validateForm("contact", { ...contact, [field]: "a".repeat(max) }).success, field).toBe(
        true,
      );
      const over = validateForm("contact", { ...contact, [field]: "a".repeat(max + 1) });
      expect(over.success, field).toBe(false);
    }
    const longEmail = `${"a".repeat(250)}@x.co`;
    expect(validateForm("contact", { ...contact, email: longEmail }).success).toBe(false);
  });

  it("accepts unicode names, emoji and HTML verbatim", () => {
    const result = validateForm("contact", {
      ...contact,
      firstName: "Zoë 李",
      lastName: "Ñúñez-أحمد",
      message: "<script>alert('x')</script> 🚀 '; DROP TABLE leads; --",
    });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.firstName).toBe("Zoë 李");
      expect(result.data.message).toBe("<script>alert('x')</script> 🚀 '; DROP TABLE leads; --");
    }
  });

  it("rejects NUL bytes and other control characters", () => {
    expect(validateForm("contact", { ...contact, firstName: "Ada\u0000" }).success).toBe(false);
    expect(
      validateForm("contact", { ...contact, message: "line one\nline two\ttabbed" }).success,
    ).toBe(true);
  });

  it("reads the consent checkbox", () => {
    const result = validateForm("contact", { ...contact, consent: "on" });
    expect(result.success && result.data.consent).toBe(true);
  });
});

describe("other forms", () => {
  it("demo: requires name, work email, company and use case", () => {
    const result = validateForm("demo", {});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(result.errors).sort()).toEqual(["company", "email", "name", "useCase"]);
    expect(
      validateForm("demo", { name: "A", email: "a@b.co", company: "C", useCase: "Support bot" })
        .success,
    ).toBe(true);
  });

  it("support: priority is one of the four values and defaults to Medium", () => {
    const base = { name: "A", email: "a@b.co", subject: "Help", message: "Broken" };
    for (const priority of ["Low", "Medium", "High", "Critical"]) {
      expect(validateForm("support", { ...base, priority }).success, priority).toBe(true);
    }
    expect(validateForm("support", { ...base, priority: "Urgent" }).success).toBe(false);
    const defaulted = validateForm("support", base);
    expect(defaulted.success && defaulted.data.priority).toBe("Medium");
    expect(
      validateForm("support", { ...base, subject: "s".repeat(LIMITS.subject + 1) }).success,
    ).toBe(false);
  });

  it("newsletter: an email and nothing else", () => {
    expect(validateForm("newsletter", { email: "reader@example.com" }).success).toBe(true);
    expect(validateForm("newsletter", { email: "reader" }).success).toBe(false);
    expect(validateForm("newsletter", {}).success).toBe(false);
  });

  it("waitlist: name and work email required, company optional", () => {
    expect(validateForm("waitlist", { name: "A", email: "a@b.co" }).success).toBe(true);
    const result = validateForm("waitlist", { name: "", email: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(["email", "name"]);
  });

  it("ignores wrong types and extra fields safely", () => {
    expect(validateForm("newsletter", { email: 42 }).success).toBe(false);
    const extra = validateForm("newsletter", { email: "a@b.co", isAdmin: "true" });
    expect(extra.success).toBe(true);
    if (extra.success) expect(extra.data).toEqual({ email: "a@b.co" });
  });
});

describe("an Arabic page's form", () => {
  it("is checked by the same schema, with the Arabic messages and labels", async () => {
    const ar = await import("@/content/ar/forms/messages");
    const result = validateForm("contact", { ...contact, firstName: " ", email: "ada@" }, "ar");
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.firstName).toBe("حقل «الاسم الأول» مطلوب.");
      expect(result.errors.email).toBe(ar.fieldMessages.invalidEmail);
    }
    // The same limits and choices as in English: only the words differ.
    const over = validateForm(
      "contact",
      { ...contact, message: "a".repeat(LIMITS.message + 1), service: "crypto" },
      "ar",
    );
    expect(over.success).toBe(false);
    if (!over.success) {
      expect(over.errors.message).toBe(ar.fieldMessages.tooLong("تفاصيل المشروع", LIMITS.message));
      expect(over.errors.service).toBe("اختر خيارًا صحيحًا في حقل «الخدمة».");
    }
    expect(validateForm("contact", contact, "ar").success).toBe(true);
  });

  it("answers in English on an English page", () => {
    const result = validateForm("newsletter", { email: "" }, "en");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.email).toMatch(/is required\.$/);
  });
});

describe("the browser's check of a form", () => {
  const specs = (locale: Locale) => ({
    contact: copyIn(locale, "forms/contact").contactFormSpec,
    demo: copyIn(locale, "forms/demo").demoFormSpec,
    support: copyIn(locale, "forms/support").supportFormSpec,
    newsletter: copyIn(locale, "forms/newsletter").newsletterFormSpec,
    waitlist: copyIn(locale, "forms/waitlist").waitlistFormSpec,
  });
  const samples: Record<string, unknown>[] = [
    {},
    contact,
    { ...contact, firstName: " ", email: "ada@", service: "crypto" },
    { ...contact, message: "a".repeat(LIMITS.message + 1), company: "A\u0000" },
    { name: "", email: "a@b.co", subject: "s".repeat(LIMITS.subject + 1), priority: "Urgent" },
  ];

  it.each(locales)("gives the server's answers from the texts its page gave it (%s)", (locale) => {
    const { fieldMessages } = copyIn(locale, "forms/messages");
    for (const [kind, spec] of Object.entries(specs(locale))) {
      const formKind = kind as keyof ReturnType<typeof specs>;
      const texts = fieldMessageTexts(formKind, spec, fieldMessages);
      for (const values of samples) {
        expect(checkForm(formKind, spec, texts, values), `${locale} ${kind}`).toEqual(
          validateForm(formKind, values, locale),
        );
      }
    }
  });
});
