import * as en from "@/content/not-found";

import type { Copy } from "./ui";

export const notFoundContent = {
  code: en.notFoundContent.code,
  title: "الصفحة غير موجودة",
  description: "عذرًا، الصفحة التي تبحث عنها غير موجودة أو ما زالت قيد التطوير.",
  primary: { ...en.notFoundContent.primary, label: "العودة إلى الصفحة الرئيسية" },
  secondary: { ...en.notFoundContent.secondary, label: "تواصل معنا" },
} satisfies Copy<typeof en.notFoundContent>;
