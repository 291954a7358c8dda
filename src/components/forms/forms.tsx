import { demoForm, newsletterForm, supportForm, waitlistForm } from "@/content/forms";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";

import { FormRenderer } from "./form-renderer";

export { ContactForm } from "./contact-form";

export function DemoRequestForm() {
  return (
    <FormRenderer definition={demoForm} action={submitDemo} sourcePage="/ai-services/contact" />
  );
}

export function SupportForm() {
  return <FormRenderer definition={supportForm} action={submitSupport} sourcePage="/support" />;
}

export function NewsletterForm({ sourcePage = "/blog" }: { sourcePage?: string }) {
  return (
    <FormRenderer
      definition={newsletterForm}
      action={subscribeNewsletter}
      sourcePage={sourcePage}
    />
  );
}

export function WaitlistForm() {
  return <FormRenderer definition={waitlistForm} action={joinWaitlist} sourcePage="/signup" />;
}
