import { demoFormSpec } from "@/content/forms/demo";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";
import { formToken } from "@/lib/forms/submit";

import { FormRenderer } from "./form-renderer";

export { ContactForm, type ContactQuery } from "./contact-form";

// The demo, support and waitlist forms carry their visitor's time-trap token in the HTML, so
// that they work on the first press without JavaScript: the pages holding them are rendered per
// request (reading the request makes them so). The newsletter form sits on the static /blog:
// it fetches its token once interactive, and without JavaScript asks to confirm the sign-up
// (see src/lib/forms/submit.ts).

export async function DemoRequestForm() {
  return (
    <FormRenderer
      kind="demo"
      spec={demoFormSpec}
      action={submitDemo}
      sourcePage="/ai-services/contact"
      token={await formToken("demo")}
    />
  );
}

export async function SupportForm() {
  return (
    <FormRenderer
      kind="support"
      spec={supportFormSpec}
      action={submitSupport}
      sourcePage="/support"
      token={await formToken("support")}
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

export async function WaitlistForm() {
  return (
    <FormRenderer
      kind="waitlist"
      spec={waitlistFormSpec}
      action={joinWaitlist}
      sourcePage="/signup"
      token={await formToken("waitlist")}
    />
  );
}
