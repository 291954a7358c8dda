import { demoFormSpec } from "@/content/forms/demo";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";

import { FormRenderer } from "./form-renderer";

export { ContactForm } from "./contact-form";

export function DemoRequestForm() {
  return (
    <FormRenderer
      kind="demo"
      spec={demoFormSpec}
      action={submitDemo}
      sourcePage="/ai-services/contact"
    />
  );
}

export function SupportForm() {
  return (
    <FormRenderer
      kind="support"
      spec={supportFormSpec}
      action={submitSupport}
      sourcePage="/support"
    />
  );
}

export function NewsletterForm({ sourcePage = "/blog" }: { sourcePage?: string }) {
  return (
    <FormRenderer
      kind="newsletter"
      spec={newsletterFormSpec}
      action={subscribeNewsletter}
      sourcePage={sourcePage}
    />
  );
}

export function WaitlistForm() {
  return (
    <FormRenderer
      kind="waitlist"
      spec={waitlistFormSpec}
      action={joinWaitlist}
      sourcePage="/signup"
    />
  );
}
