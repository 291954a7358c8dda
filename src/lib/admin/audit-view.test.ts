import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS } from "@/lib/db/audit";

import { auditActionLabel, auditDetail, auditWho } from "./audit-view";

describe("the audit trail as people read it", () => {
  it("has a label of its own for every action", () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    for (const [index, label] of labels.entries()) {
      expect(label, AUDIT_ACTIONS[index]).not.toBe(AUDIT_ACTIONS[index]);
    }
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel("gone.action")).toBe("gone.action");
    expect(auditActionLabel("constructor")).toBe("constructor");
  });

  it("names the account, or the system, or an unknown visitor", () => {
    expect(auditWho({ actorEmail: "rana@example.com", action: "sign_in" })).toBe(
      "rana@example.com",
    );
    expect(auditWho({ actorEmail: null, action: "sign_in.failed" })).toBe("unknown");
    expect(auditWho({ actorEmail: null, action: "account.disabled" })).toBe("system");
  });

  it("writes the detail on one line", () => {
    expect(auditDetail(null)).toBe("");
    expect(
      auditDetail({ changes: ["role", "password"], role: "member", from: "command line" }),
    ).toBe("changes: role, password · role: member · from: command line");
    expect(auditDetail({ counts: { leads: 2 }, rows: 3, ok: true })).toBe(
      'counts: {"leads":2} · rows: 3 · ok: true',
    );
    expect(auditDetail("plain")).toBe("plain");
  });
});
