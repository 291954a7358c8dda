/**
 * Blog category names and descriptions in Arabic. The slugs, icons and colours are the English
 * module's (src/content/blog-meta.ts); the category a post belongs to stays its English name.
 */
import * as en from "@/content/blog-meta";
import type { BlogCategorySlug } from "@/content/blog-meta";

const categoryCopy: Record<BlogCategorySlug, { name: string; description: string }> = {
  "ai-technology": {
    name: "تقنيات الذكاء الاصطناعي",
    description:
      "مقالات عن النماذج اللغوية والاسترجاع والتقييم: ما الذي ينجح في بيئة الإنتاج وكم يكلّف.",
  },
  development: {
    name: "التطوير",
    description:
      "مقالات عن بناء برمجيات ويب تدوم: تصميم واجهات API، والواجهات سهلة الوصول، ومنظومة React.",
  },
  automation: {
    name: "الأتمتة",
    description:
      "مقالات عن أتمتة العمليات التجارية: من أين تبدأ، وكيف تُبقيها تحت إشراف بشري، وكيف تطلق مسارات العمل بأمان.",
  },
  "product-update": {
    name: "تحديثات المنتج",
    description:
      "الجديد في منصة Cedarwave: الإصدارات، واللغات الجديدة، والتغييرات في طريقة إدارة إصدارات مسارات العمل.",
  },
  security: {
    name: "الأمن",
    description:
      "مقالات عن حماية الأنظمة وميزات الذكاء الاصطناعي: مبدأ انعدام الثقة (zero trust) للشركات الصغيرة، والتصدي لحقن الموجِّهات.",
  },
  business: {
    name: "الأعمال",
    description:
      "مقالات عن الجانب التجاري للتقنية: قياس عائد مشاريع الذكاء الاصطناعي وتحديد مواطن الاستثمار.",
  },
};

export const blogCategories = en.blogCategories.map((category) => ({
  ...category,
  ...categoryCopy[category.slug],
})) satisfies readonly {
  name: string;
  slug: BlogCategorySlug;
  icon: (typeof en.blogCategories)[number]["icon"];
  colors: readonly [string, string];
  description: string;
}[];

/** The Arabic names, in the English order (the filter's buttons). */
export const blogCategoryNames = blogCategories.map((category) => category.name) as [
  string,
  ...string[],
];

export const allPostsLabel = "كل المقالات";

/** A category's Arabic name, from the English name a post carries. */
export function categoryName(name: en.BlogCategory): string {
  return categoryCopy[en.categorySlug(name)].name;
}

/**
 * The blog's authors in Arabic script, as bylines show them (glossary: people's names). The
 * English name stays the key of the portrait and of the post's data.
 */
const authorNames: Record<string, string> = {
  "Hannah Brooks": "هانا بروكس",
  "Julia Moreno": "جوليا مورينو",
  "Lucas Ferreira": "لوكاس فيريرا",
  "Nour Hamdan": "نور حمدان",
  "Rami Aziz": "رامي عزيز",
  "Ziad Khalil": "زياد خليل",
};

/** An author's name in Arabic script; an author without one fails the build. */
export function authorName(english: string): string {
  const arabic = authorNames[english];
  if (arabic === undefined) throw new Error(`No Arabic name for the blog author "${english}"`);
  return arabic;
}
