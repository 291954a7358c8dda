/**
 * What the forms promise about a visitor's details is what the privacy policy holds: the policy
 * lists the processors that receive them, so no copy promises that nobody does. One phrase per
 * language (forms/form-spec.ts), quoted where a form speaks of it.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { signUpPage } from "./account";
import { signUpPage as arSignUp } from "./ar/account";
import { contactFormSpec as arContact } from "./ar/forms/contact";
import { privacyPromise as arPromise } from "./ar/forms/form-spec";
import { contactFormSpec } from "./forms/contact";
import { privacyPromise } from "./forms/form-spec";

/** Promises the policy contradicts, in either language. */
const FALSE_PROMISES =
  /never share your|do not share your (details|data)|won't share your|only use (them|these details)|لا نشارك بياناتك مع أحد|لن نشارك بياناتك|لن نستخدمهما إلا|لا نستخدم هذه البيانات إلا لتلك الدعوة/i;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return /\.(tsx?|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the promise about a visitor's details", () => {
  it("is the same phrase on the contact form and the waitlist, in both languages", () => {
    expect(privacyPromise).toBe("We never sell your details or share them for marketing.");
    expect(contactFormSpec.note).toContain(privacyPromise);
    expect(signUpPage.formDescription).toContain(privacyPromise);
    expect(arContact.note).toContain(arPromise);
    expect(arSignUp.formDescription).toContain(arPromise);
  });

  it("agrees with the privacy policy, which sells nothing and shares nothing for marketing", () => {
    const policy = fs.readFileSync("src/content/legal/privacy.md", "utf8");
    expect(policy).toContain("we do not share it for marketing or advertising");
    const arPolicy = fs.readFileSync("src/content/legal/ar/privacy.md", "utf8");
    expect(arPolicy).toContain("ولا نشاركها لأغراض التسويق أو الإعلان");
  });

  it("is never stronger than the policy anywhere in the content", () => {
    // The Arabic glossary names the false promise as a banned variant.
    const found = files("src/content")
      .filter((file) => !/glossary/.test(file))
      .filter((file) => FALSE_PROMISES.test(fs.readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});
