/** The six services in Arabic (src/content/services.ts): slugs, icons, links and gradients stay the English data's. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/services";
import type { ContactService, Service, ServiceSlug } from "@/content/services";

export const contactServiceLabels: Record<ContactService, string> = {
  ai: "حلول الذكاء الاصطناعي",
  web: "تطوير المواقع",
  mobile: "تطوير تطبيقات الجوال",
  cloud: "الحلول السحابية",
  security: "الأمن السيبراني",
  support: "الدعم التقني",
  other: "خدمة أخرى",
};

type ServiceCopy = Pick<Service, "title" | "summary" | "description" | "features" | "details">;

const serviceCopy: Record<ServiceSlug, ServiceCopy> = {
  "ai-solutions": {
    title: "حلول الذكاء الاصطناعي",
    summary:
      "الذكاء الاصطناعي المحادثي، ومنشئ المواقع بالذكاء الاصطناعي، ونماذج مخصصة، وأتمتة تستردّ كلفتها مما توفّره.",
    description:
      "من مساعدي محادثة يجيبون عملاءك بأكثر من 50 لغة إلى نماذج مخصصة مدرَّبة على بياناتك، نصمّم الذكاء الاصطناعي ونبنيه ونشغّله ليحقق نتائج قابلة للقياس.",
    features: [
      "الذكاء الاصطناعي المحادثي والوكلاء الصوتيون",
      "منشئ المواقع بالذكاء الاصطناعي",
      "نماذج تعلّم آلي مخصصة",
      "أتمتة مسارات العمل",
    ],
    details: [
      "الرؤية الحاسوبية ومعالجة اللغات الطبيعية (NLP)",
      "ذكاء اصطناعي مسؤول بضوابط GDPR وSOC 2 Type II",
    ],
  },
  "web-development": {
    title: "تطوير المواقع",
    summary: "مواقع وتطبيقات ويب سريعة وسهلة الوصول، مبنية بأحدث أطر العمل.",
    description:
      "مواقع تسويقية ومتاجر إلكترونية وتطبيقات ويب معقّدة، مصمَّمة للسرعة وإمكانية الوصول ومحركات البحث، ومبنية لتنمو معك.",
    features: [
      "مواقع وتطبيقات ويب متجاوبة",
      "منصات التجارة الإلكترونية",
      "التكامل مع أنظمة إدارة المحتوى غير المرتبطة بواجهة (Headless CMS)",
      "تحسين الأداء وتحسين محركات البحث (SEO)",
    ],
    details: ["إمكانية الوصول وفق WCAG 2.2 AA", "الاستضافة والمراقبة والرعاية المستمرة"],
  },
  "mobile-development": {
    title: "تطوير تطبيقات الجوال",
    summary: "تطبيقات أصلية ومتعددة المنصات لنظامي iOS وAndroid.",
    description:
      "تطبيقات يحتفظ بها عملاؤك على شاشتهم الرئيسية: تطوير أصلي ومتعدد المنصات، من تصميم المنتج حتى النشر على App Store وGoogle Play.",
    features: [
      "تطبيقات iOS وAndroid",
      "React Native وFlutter",
      "الإطلاق على App Store وPlay Store",
      "الصيانة والتحليلات",
    ],
    details: ["مزامنة تعمل دون اتصال أولًا وإشعارات فورية", "أبحاث تجربة المستخدم وتصميم المنتج"],
  },
  "cloud-solutions": {
    title: "الحلول السحابية",
    summary: "الترحيل إلى السحابة وتصميم بنيتها وDevOps على AWS وAzure وGoogle Cloud.",
    description:
      "انتقل إلى السحابة دون توقف، ثم أدِرها بكفاءة: بنية قابلة للتوسع، والبنية التحتية ككود، وCI/CD، وتحسين التكاليف.",
    features: [
      "الترحيل إلى السحابة",
      "البنية السحابية والبنية التحتية ككود",
      "DevOps وCI/CD",
      "تحسين التكاليف",
    ],
    details: [
      "AWS وAzure وGoogle Cloud",
      `مراقبة على مدار الساعة طوال أيام الأسبوع مع اتفاقية مستوى خدمة بنسبة تشغيل ${siteConfig.record.uptime}`,
    ],
  },
  cybersecurity: {
    title: "الأمن السيبراني",
    summary: "تدقيق أمني واختبارات اختراق ومراقبة على مدار الساعة تُبقي التهديدات بعيدة.",
    description:
      "احمِ شركتك وبيانات عملائك بتقييمات أمنية واختبارات اختراق ومراقبة مستمرة ودعم في الامتثال.",
    features: [
      "التدقيق الأمني واختبارات الاختراق",
      "مراقبة التهديدات على مدار الساعة",
      "الامتثال (ISO 27001 وSOC 2 وGDPR)",
      "الاستجابة للحوادث",
    ],
    details: ["التدريب على الوعي الأمني", "إدارة الثغرات الأمنية"],
  },
  "it-support": {
    title: "الدعم التقني",
    summary: "مكتب مساعدة على مدار الساعة وصيانة استباقية لفريقك بأكمله.",
    description:
      "دعم تقني موثوق وودود على مدار الساعة: مكتب مساعدة، وإدارة الأجهزة والشبكات، والنسخ الاحتياطي، والصيانة الاستباقية.",
    features: [
      "مكتب مساعدة على مدار الساعة",
      "إدارة الأجهزة والشبكات",
      "النسخ الاحتياطي والتعافي من الكوارث",
      "الصيانة الاستباقية",
    ],
    details: [
      "إدارة Microsoft 365 وGoogle Workspace",
      "تجهيز الموظفين المنضمّين وإلغاء صلاحيات المغادرين",
    ],
  },
};

export const services = en.services.map((service) => ({
  ...service,
  ...serviceCopy[service.slug],
})) satisfies readonly Service[];

export function getService(slug: ServiceSlug): Service {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}
