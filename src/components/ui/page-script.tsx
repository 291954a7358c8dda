/**
 * One of the site's inline scripts, carried only by the pages that show the part it brings to
 * life (the code samples' copy buttons, the API tabs, the testimonial carousel, the portal's
 * sign-in form), rendered beside that part. Marked data-site-script, so pre-rendered pages keep
 * it, the build keeps one copy on a page (scripts/lib/static-pages.mjs) and the CSP allows it by
 * its hash like the head script. Each script works by event delegation or once the document is
 * parsed, so where it sits in the page does not matter; `once` names it, so that copies left on
 * a page rendered per request run once.
 */
export function PageScript({ code, once }: { code: string; once: string }) {
  const guard = `data-script-${once}`;
  const html = `(function(d){if(d.hasAttribute("${guard}"))return;d.setAttribute("${guard}","");${code}})(document.documentElement)`;
  return <script data-site-script="" dangerouslySetInnerHTML={{ __html: html }} />;
}
