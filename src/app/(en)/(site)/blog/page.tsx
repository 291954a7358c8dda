import { BlogListPage, blogMetadata } from "@/components/pages/blog-list-page";
export const metadata = blogMetadata("en");

export default function Page() {
  return <BlogListPage locale="en" />;
}
