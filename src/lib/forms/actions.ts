"use server";

/** The server actions the form components post to, one per form kind (see ./registry.ts). */
import type { FormState } from "@/lib/forms/state";
import { handleSubmission } from "@/lib/forms/submit";

export async function submitContact(_previous: FormState, formData: FormData) {
  return handleSubmission("contact", formData);
}

export async function submitDemo(_previous: FormState, formData: FormData) {
  return handleSubmission("demo", formData);
}

export async function submitSupport(_previous: FormState, formData: FormData) {
  return handleSubmission("support", formData);
}

export async function subscribeNewsletter(_previous: FormState, formData: FormData) {
  return handleSubmission("newsletter", formData);
}

export async function joinWaitlist(_previous: FormState, formData: FormData) {
  return handleSubmission("waitlist", formData);
}
