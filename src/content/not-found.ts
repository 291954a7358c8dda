export const notFoundContent = {
  code: "404",
  title: "Page Not Found",
  description: "Sorry, the page you are looking for does not exist or is still under development.",
  primary: { label: "Go to Homepage", href: "/" },
  secondary: { label: "Contact Us", href: "/contact" },
};
