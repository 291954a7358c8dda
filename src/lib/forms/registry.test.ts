/**
 * The registry's promises, checked by `tsc --noEmit` (the `@ts-expect-error` lines fail the type
 * check if they ever compile) and by vitest at run time.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod/mini";

import type { Priority } from "@/config/forms";
import { contactFormSpec } from "@/content/forms/contact";
import { demoFormSpec } from "@/content/forms/demo";
import { supportFormSpec } from "@/content/forms/support";
import type { inboxColumns } from "@/lib/admin/columns";

import {
  defineForm,
  fieldNames,
  formRegistry,
  isFormKind,
  type FormOutput,
  type FormSpecOf,
} from "./registry";

const { email } = contactFormSpec.fields;

describe("form registry", () => {
  it("pairs a spec only with a schema of the same field names", () => {
    defineForm({
      spec: { ...contactFormSpec, fields: { email } },
      schema: z.object({ email: z.string() }),
    });
    defineForm({
      // @ts-expect-error a field with presentation but no schema key ("phone")
      spec: { ...contactFormSpec, fields: { email, phone: email } },
      schema: z.object({ email: z.string() }),
    });
    defineForm({
      // @ts-expect-error a schema key without presentation ("phone")
      spec: { ...contactFormSpec, fields: { email } },
      schema: z.object({ email: z.string(), phone: z.optional(z.string()) }),
    });
    defineForm({
      // @ts-expect-error a renamed field: "emailAddress" in the spec, "email" in the schema
      spec: { ...contactFormSpec, fields: { emailAddress: email } },
      schema: z.object({ email: z.string() }),
    });
  });

  it("types each kind's parsed values from its own schema", () => {
    expectTypeOf<FormOutput<"support">["priority"]>().toEqualTypeOf<Priority>();
    expectTypeOf<FormOutput<"contact">["consent"]>().toEqualTypeOf<boolean>();
    expectTypeOf<FormOutput<"demo">>().not.toHaveProperty("firstName");
    // A component handing one kind's spec to another kind does not compile.
    expectTypeOf(demoFormSpec).toExtend<FormSpecOf<"demo">>();
    expectTypeOf(supportFormSpec).not.toExtend<FormSpecOf<"demo">>();
  });

  it("types the inbox columns as keys of each table's rows", () => {
    expectTypeOf<"useCase">().toExtend<(typeof inboxColumns.leads)[number]>();
    // @ts-expect-error tickets have no "useCase" column
    expectTypeOf<"useCase">().toExtend<(typeof inboxColumns.tickets)[number]>();
  });

  it("has the same field names in every spec and schema", () => {
    for (const [kind, entry] of Object.entries(formRegistry)) {
      expect(Object.keys(entry.spec.fields).sort(), kind).toEqual(
        Object.keys(entry.schema.shape).sort(),
      );
    }
  });

  it("knows its kinds and their fields", () => {
    expect(Object.keys(formRegistry)).toEqual([
      "contact",
      "demo",
      "support",
      "newsletter",
      "waitlist",
    ]);
    expect(isFormKind("support")).toBe(true);
    expect(isFormKind("toString")).toBe(false);
    expect(fieldNames("newsletter")).toEqual(["email"]);
  });
});
