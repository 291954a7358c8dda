/** The /colophon page in Arabic (src/content/colophon.ts); the licences are the English data's. */
import * as en from "@/content/colophon";
import type { PageHero } from "@/content/types";

import { withCopy } from "./ui";

export const colophonHero = {
  eyebrow: "عن صناعة الموقع",
  title: "كيف صنعنا",
  highlight: "هذا الموقع",
  description: "الصور والخطوط والرسوم في هذه الصفحات: من أين يأتي كلٌّ منها، وبأيّ ترخيص.",
} satisfies PageHero;

export const colophonCopy = {
  listLabel: "كيف صُنع الموقع",
  licence: "الترخيص:",
};

export const colophonEntries = withCopy(en.colophonEntries, [
  {
    title: "الصور الشخصية",
    body: "صور قادتنا الخمسة، وصور العملاء والكتّاب الذين ننقل كلامهم في هذه الصفحات، رسومٌ توضيحية لا صور فوتوغرافية. نرسمها بأسلوب «Notionists» من تصميم Zoish، بأداة DiceBear، عند بناء الموقع. اخترنا لكل قائد ملامح تشبهه (الشعر والنظارات واللحية واللباس)، فالرسم يوحي بصاحبه ولا ينقل وجهه. أمّا العملاء والكتّاب فنرسمهم بخطوط أخفّ على خلفية رمادية.",
  },
  {
    title: "الخطوط",
    body: "نكتب النصوص اللاتينية بخط Inter، والعربية بخط Noto Sans Arabic. ملفات الخطوط تأتي من موقعنا نفسه، فلا تطلب أي صفحة شيئًا من خدمة خطوط خارجية.",
  },
  {
    title: "الأيقونات",
    body: "أيقونات الواجهة من مجموعة Lucide، مضمّنة في الصفحات في ملف SVG واحد.",
  },
  {
    title: "رسومٌ من صنعنا",
    body: "شعارات العملاء، وأغلفة المدونة وبطاقات المشاركة، والرسوم التوضيحية للمنتجات، نرسمها بأنفسنا بصيغة SVG وبألوان علامتنا، وأي كلمات فيها مكتوبة بخطوط الموقع نفسها. لا صور جاهزة ولا صور فوتوغرافية في أي مكان من الموقع.",
  },
  {
    title: "أدوات البناء",
    body: "بُني الموقع بـ Next.js وReact وTailwind CSS. تُجهَّز كل صفحة مسبقًا، بالإنجليزية والعربية، وتعمل من دون JavaScript.",
  },
]);
