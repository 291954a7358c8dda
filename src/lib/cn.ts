import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind utilities override earlier ones. For server
 * components: tailwind-merge is ~9 KB gzip, so the client components loaded on every page
 * (header, menus, dialogs) join classes with plain `clsx` and never pass conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
