import { workflowCopy } from "@/content/admin-workflow";
import { formatTime } from "@/lib/admin/outbox";

/** A stored column's label for people: the form's own label where it has one, else the key. */
export function fieldLabel(key: string): string {
  return Object.hasOwn(workflowCopy.fieldLabels, key)
    ? workflowCopy.fieldLabels[key as keyof typeof workflowCopy.fieldLabels]
    : key;
}

/** A stored value as text (never HTML): times in UTC, yes/no, a lead's form by its name. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return formatTime(value);
  if (typeof value === "boolean") return value ? workflowCopy.yes : workflowCopy.no;
  if (key === "kind" && Object.hasOwn(workflowCopy.kinds, String(value))) {
    return workflowCopy.kinds[value as keyof typeof workflowCopy.kinds];
  }
  if (key === "status" && Object.hasOwn(workflowCopy.statuses, String(value))) {
    return workflowCopy.statuses[value as keyof typeof workflowCopy.statuses];
  }
  return String(value);
}
