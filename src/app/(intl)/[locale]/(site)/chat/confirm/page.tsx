import { ChatConfirmPage, chatEmailPageMetadata } from "@/components/pages/chat-email-pages";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: (locale) => chatEmailPageMetadata("confirm", locale),
  render: (locale, searchParams) => <ChatConfirmPage locale={locale} searchParams={searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
