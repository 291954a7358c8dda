import { notFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";

// notFound() in a page of the site: the (site) layout around it already has the header and footer.
export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundPage />;
}
