/** The labels of src/config/nav.ts in Arabic (the route labels are in ./routes.ts). */
export const navCopy = {
  signIn: "تسجيل الدخول",
  consultation: "احجز استشارتك المجانية",
  footerGroups: {
    services: "الخدمات",
    company: "الشركة",
    resources: "الموارد",
    legal: "الشؤون القانونية",
  },
} as const satisfies {
  signIn: string;
  consultation: string;
  footerGroups: Record<"services" | "company" | "resources" | "legal", string>;
};
