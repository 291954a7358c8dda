/** /ar/compliance: the Arabic copy; ids, icons, hrefs and names that stay Latin come from English. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/legal/compliance";
import type { ComplianceCard, RegulatoryGroup } from "@/content/legal/compliance";
import type { Feature } from "@/content/types";

/** The English entry's translated copy, by position: a missing one fails the build. */
function nth<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Missing Arabic copy for ${what} #${index}`);
  return item;
}

export const complianceHero: typeof en.complianceHero = {
  eyebrow: "الثقة والامتثال",
  title: "امتثال يمكنك",
  highlight: "التحقق منه",
  description: `تتعامل ${siteConfig.name} مع بيانات عملائها بالذكاء الاصطناعي كل يوم. هذه هي المعايير التي نلتزم بها، وطريقة تحققنا من الوفاء بها، وكيف يمكنك الاطلاع على الأدلة بنفسك.`,
  primary: { ...en.complianceHero.primary, label: "اطلب تقريرًا" },
  secondary: { ...en.complianceHero.secondary, label: "كيف نعالج البيانات" },
};

/** Card copy; a card without a title keeps its English name (ISO 27001, SOC 2 Type II). */
const cardCopy: readonly (Omit<ComplianceCard, "icon" | "title"> & { title?: string })[] = [
  {
    status: "معتمد",
    description:
      "نظام إدارة أمن المعلومات لدينا حاصل على شهادة ISO/IEC 27001، وتشمل الشهادة تصميم خدماتنا في الذكاء الاصطناعي وتقنية المعلومات وتطويرها واستضافتها ودعمها.",
  },
  {
    title: "الامتثال للائحة GDPR",
    status: "ممتثل",
    description:
      "نستوفي متطلبات اللائحة العامة لحماية البيانات في الاتحاد الأوروبي بصفة المتحكم في البيانات وبصفة معالج البيانات، مع مسؤول لحماية البيانات، وسجلات لأنشطة المعالجة، وتقييمات للأثر.",
  },
  {
    status: "مدقَّق",
    description:
      "يختبر مدقق مستقل فعالية تشغيل ضوابطنا الخاصة بالأمان والتوافر والسرية على مدى 12 شهرًا.",
  },
  {
    title: "معالجة البيانات",
    status: "مطبَّق",
    description:
      "اتفاقية لمعالجة البيانات مع كل عميل، وبنود تعاقدية قياسية لعمليات النقل الدولي، وقائمة بالمعالجين الفرعيين نشاركها مع كل عميل.",
  },
];

export const complianceCards: typeof en.complianceCards = {
  id: en.complianceCards.id,
  title: "الشهادات والاعتمادات",
  description: "عمليات تدقيق مستقلة وبرامج رسمية تغطي كل خدمة نقدّمها.",
  items: en.complianceCards.items.map((card, i) => ({
    ...card,
    ...nth(cardCopy, i, "compliance card"),
  })),
};

/** Group copy; an item without a name keeps its English name (GDPR, ISO 27001, NIST...). */
const groupCopy: readonly {
  title: string;
  items: readonly { name?: string; description: string }[];
}[] = [
  {
    title: "حماية البيانات",
    items: [
      { description: "اللائحة العامة لحماية البيانات في الاتحاد الأوروبي والمملكة المتحدة" },
      { description: "قانون خصوصية المستهلك في كاليفورنيا، بصيغته المعدّلة بموجب قانون CPRA" },
      { description: "قانون حماية المعلومات الشخصية والوثائق الإلكترونية في كندا" },
    ],
  },
  {
    title: "معايير الأمن",
    items: [
      { description: "أنظمة إدارة أمن المعلومات" },
      { description: "معايير خدمات الثقة للمؤسسات الخدمية" },
      { description: "أمن بيانات بطاقات الدفع، في مسارات الدفع التي نبنيها" },
    ],
  },
  {
    title: "أطر القطاع",
    items: [
      {
        name: "أخلاقيات الذكاء الاصطناعي",
        description: "العدالة والشفافية والإشراف البشري في كل نظام ذكاء اصطناعي نطلقه",
      },
      {
        name: "أمن دورة حياة التطوير (SDLC)",
        description: "أمان مدمج في كل مرحلة من دورة حياة تطوير البرمجيات لدينا",
      },
      { description: "ضوابط تحالف أمن السحابة (Cloud Security Alliance) لأحمال العمل السحابية" },
      { description: "إطار NIST للأمن السيبراني وإطار NIST لإدارة مخاطر الذكاء الاصطناعي" },
    ],
  },
];

export const regulatoryFrameworks: typeof en.regulatoryFrameworks = {
  id: en.regulatoryFrameworks.id,
  title: "الأطر التنظيمية",
  description: "القوانين والمعايير والأطر التي يستند إليها برنامج الامتثال لدينا.",
  groups: en.regulatoryFrameworks.groups.map((group, i) => {
    const copy = nth(groupCopy, i, "regulatory group");
    return {
      ...group,
      title: copy.title,
      items: group.items.map((item, j) => ({
        ...item,
        ...nth(copy.items, j, `${group.title} item`),
      })),
    } satisfies RegulatoryGroup;
  }),
};

const monitoringCopy: readonly Omit<Feature, "icon">[] = [
  {
    title: "فحوص آلية للضوابط",
    description:
      "نفحص يوميًا إعدادات السحابة وصلاحيات الوصول وإعدادات التشفير مقارنةً بخط الأساس المعتمد لدينا، مع تنبيهات عند أي انحراف.",
  },
  {
    title: "إدارة الثغرات الأمنية",
    description:
      "فحص مستمر للاعتماديات والبنية التحتية، واختبارات اختراق سنوية تجريها جهات خارجية، ومتابعة الإصلاحات وفق مواعيد نهائية متفق عليها.",
  },
  {
    title: "عمليات أمنية على مدار الساعة",
    description:
      "نراقب الأحداث الأمنية في جميع أنظمتنا على مدار الساعة، ولدينا خطة للاستجابة للحوادث نُجري تمرينًا عليها مرتين في السنة.",
  },
  {
    title: "التدقيق والمراجعات الداخلية",
    description:
      "مراجعات فصلية لصلاحيات الوصول، وتدقيق داخلي لكل مجال من مجالات الضوابط، ومراجعة سنوية للبرنامج بأكمله تجريها الإدارة.",
  },
];

export const complianceMonitoring: typeof en.complianceMonitoring = {
  id: en.complianceMonitoring.id,
  title: "المراقبة المستمرة",
  description: "الامتثال ليس حدثًا سنويًا؛ فنحن نفحص ضوابطنا باستمرار ونصلح ما نكتشفه.",
  items: en.complianceMonitoring.items.map((item, i) => ({
    ...item,
    ...nth(monitoringCopy, i, "monitoring item"),
  })),
};

export const transparencyReports: typeof en.transparencyReports = {
  id: en.transparencyReports.id,
  title: "تقارير الشفافية عند الطلب",
  description:
    "يمكن للعملاء والعملاء المحتملين الاطلاع، بموجب اتفاقية عدم إفصاح، على شهادة ISO 27001 وتقرير SOC 2 Type II وملخص اختبار الاختراق وقائمة المعالجين الفرعيين واتفاقية معالجة البيانات القياسية لدينا.",
  primary: { ...en.transparencyReports.primary, label: "اطلب تقارير الشفافية" },
};

const contactLinkLabels = ["معالجة البيانات", "سياسة الخصوصية"] as const;

export const complianceContact: typeof en.complianceContact = {
  id: en.complianceContact.id,
  title: "لديك أسئلة عن الامتثال؟",
  description:
    "يجيب مسؤول حماية البيانات وفريق الأمن لدينا عن الاستبيانات وطلبات التدقيق والأسئلة المتعلقة بكيفية تعاملنا مع بياناتك.",
  emailLabel: "مسؤول حماية البيانات",
  addressLabel: "المقر الرئيسي",
  phoneLabel: "الهاتف",
  links: en.complianceContact.links.map((link, i) => ({
    ...link,
    label: nth(contactLinkLabels, i, "compliance contact link"),
  })),
};
