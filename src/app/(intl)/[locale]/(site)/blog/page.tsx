import { BlogListPage, blogMetadata } from "@/components/pages/blog-list-page";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: blogMetadata,
  render: (locale) => <BlogListPage locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
