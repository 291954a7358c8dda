/** Copy of the /ar/blog page and its post pages. The posts are Markdown in ../blog/ar/. */
import * as en from "@/content/blog-page";
import type { PageHero } from "@/content/types";

import { countOf, formatNumber, nouns, responseTime, type Copy } from "./site-phrases";

export const blogHero = {
  eyebrow: "مدونة Cedarwave",
  title: "رؤى في الذكاء الاصطناعي والتقنية",
  highlight: "وعالم الأعمال",
  description:
    "مقالات عملية يكتبها مهندسونا ومستشارونا عن تقنيات الذكاء الاصطناعي والتطوير والأتمتة والأمن، وعن إدارة شركة تبني أعمالها بها.",
} satisfies PageHero;

/** A category page's title and heading: "مقالات الأمن". */
export function blogCategoryTitle(category: string): string {
  return `مقالات ${category}`;
}

/** A category page's hero: the blog's eyebrow, then "مقالات" and the category highlighted. */
export function blogCategoryHero(category: string, description: string): PageHero {
  return { eyebrow: blogHero.eyebrow, title: "مقالات", highlight: category, description };
}

/** The title of page 2 and on of a list: "المدونة، الصفحة 2"، "مقالات الأمن، الصفحة 2". */
export function blogListPageTitle(listTitle: string, page: number): string {
  return `${listTitle}، الصفحة ${formatNumber(page)}`;
}

/** A post's reading time as shown: "4 دقائق قراءة"، "دقيقتا قراءة". */
export function readTimeLabel(minutes: number): string {
  if (minutes === 1) return "دقيقة قراءة";
  if (minutes === 2) return "دقيقتا قراءة";
  return `${countOf(minutes, nouns.minute)} قراءة`;
}

export const blogListCopy = {
  heading: "المقالات",
  filterLabel: "صفِّ المقالات حسب الفئة",
  featured: "مختارة",
  readArticle: "اقرأ المقالة",
  loadMore: "حمّل المزيد من المقالات",
  allShown: "وصلت إلى النهاية: كل المقالات معروضة.",
  empty: "لا توجد مقالات في هذه الفئة بعد.",
  rss: "موجز RSS",
} as const satisfies Copy<typeof en.blogListCopy>;

/** The sentence the list announces to screen readers: "تُعرض الآن 6 مقالات من أصل 9 في فئة «الأمن»." */
export function showingMessage(shown: number, total: number, category?: string): string {
  const scope = category ? ` في فئة «${category}»` : "";
  return `تُعرض الآن ${countOf(shown, nouns.article)} من أصل ${formatNumber(total)}${scope}.`;
}

export const blogNewsletter = {
  title: "اشترك في نشرتنا البريدية",
  description:
    "تصلك أحدث مقالاتنا عن الذكاء الاصطناعي والتطوير والأتمتة في بريدك، مرتين في الشهر تقريبًا. بلا رسائل مزعجة، ويمكنك إلغاء الاشتراك في أي وقت.",
  rssPrompt: "تفضّل قارئ الموجزات؟",
  rssLabel: "اشترك عبر RSS",
} as const satisfies Copy<typeof en.blogNewsletter>;

export const blogFeed = {
  path: en.blogFeed.path,
  title: "مدونة Cedarwave",
  description:
    "مقالات من فريق Cedarwave عن تقنيات الذكاء الاصطناعي والتطوير والأتمتة وتحديثات المنتج والأمن والأعمال.",
  channelLanguage: "ar",
} as const satisfies Copy<typeof en.blogFeed>;

export const blogPostCopy = {
  back: "العودة إلى كل المقالات",
  byline: "بقلم",
  published: "تاريخ النشر",
  readingTime: "مدة القراءة",
  relatedTitle: "مقالات ذات صلة",
  relatedDescription: "مقالات أخرى قد تفيدك.",
  cta: {
    title: "لديك مشروع في ذهنك؟",
    description: `أخبرنا بما تبنيه، وسنردّ ${responseTime} بأفكار وخطة وسعر.`,
    primary: { ...en.blogPostCopy.cta.primary, label: "احجز استشارتك المجانية" },
    secondary: { ...en.blogPostCopy.cta.secondary, label: "استكشف خدماتنا" },
  },
} as const satisfies Copy<typeof en.blogPostCopy>;
