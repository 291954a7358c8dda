import { chatEmailPageMetadata, ChatReplyPage } from "@/components/pages/chat-email-pages";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: (locale) => chatEmailPageMetadata("reply", locale),
  render: (locale, searchParams) => <ChatReplyPage locale={locale} searchParams={searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
