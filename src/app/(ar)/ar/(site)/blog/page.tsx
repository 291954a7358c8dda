import { BlogListPage, blogMetadata } from "@/components/pages/blog-list-page";
import { setRequestLocale } from "@/lib/i18n/request";

export const metadata = blogMetadata("ar");

export default function Page() {
  setRequestLocale("ar");
  return <BlogListPage locale="ar" />;
}
