import { ChatPage, chatPageMetadata } from "@/components/pages/chat-page";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: chatPageMetadata,
  render: (locale, searchParams) => <ChatPage locale={locale} searchParams={searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
