/** Sign-in, sign-up (portal waitlist) and forgot-password copy in Arabic. No accounts exist yet. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/account";

import { privacyPromise } from "./forms/form-spec";
import { responseTime } from "./site-phrases";

const portalEyebrow = "بوابة العملاء";
const homeLink = { ...en.signInPage.home, label: "العودة إلى الصفحة الرئيسية" };

export const signInPage = {
  eyebrow: portalEyebrow,
  title: "تسجيل الدخول",
  description: `أهلًا بعودتك. سجّل الدخول إلى بوابة عملاء ${siteConfig.name}.`,
  form: {
    emailLabel: "البريد الإلكتروني",
    /** An example address: it stays in Latin script. */
    emailPlaceholder: en.signInPage.form.emailPlaceholder,
    passwordLabel: "كلمة المرور",
    showPassword: "إظهار كلمة المرور",
    hidePassword: "إخفاء كلمة المرور",
    forgotPassword: { ...en.signInPage.form.forgotPassword, label: "نسيت كلمة المرور؟" },
    submit: "تسجيل الدخول",
    notice: {
      title: "بوابة العملاء تفتح أبوابها قريبًا",
      text: "لا توجد حسابات للعملاء بعد، لذلك تعذّر تسجيل دخولك. لم يُرسَل أو يُحفظ أي شيء مما كتبته. انضم إلى قائمة الانتظار لتكون من أوائل من يحصلون على الوصول، أو تواصل مع الدعم إن كنت بحاجة إلى مساعدة اليوم.",
      links: en.signInPage.form.notice.links.map((link, i) => ({
        ...link,
        label: ["انضم إلى قائمة الانتظار", "تواصل مع الدعم"][i] ?? "",
      })),
    },
  },
  social: {
    divider: "أو",
    providers: ["المتابعة باستخدام Google", "المتابعة باستخدام Facebook"],
    explanation: "تسجيل الدخول عبر Google وFacebook غير متاح بعد: سيُتاح مع افتتاح بوابة العملاء.",
  },
  noScript:
    "بوابة العملاء لم تُفتح بعد، لذلك لا يُرسل هذا النموذج أي شيء. انضم إلى قائمة الانتظار أو تواصل مع الدعم بدلًا من ذلك.",
  signUpPrompt: {
    text: "ليس لديك حساب؟",
    link: { ...en.signInPage.signUpPrompt.link, label: "اطلب الوصول" },
  },
  home: homeLink,
} satisfies typeof en.signInPage;

export const signUpPage = {
  eyebrow: portalEyebrow,
  title: "اطلب الوصول إلى البوابة",
  description: `بوابة عملاء ${siteConfig.name} تفتح أبوابها قريبًا. انضم إلى قائمة الانتظار وسندعوك فور جاهزية حسابك.`,
  benefitsTitle: "ما الذي ستقدّمه لك البوابة",
  benefits: [
    "حالة مشاريعك ومراحلها أولًا بأول",
    "الفواتير والعقود والمستندات في مكان واحد",
    "تذاكر الدعم مع سجلّها الكامل",
    "تقارير الاستخدام والأداء لخدمات الذكاء الاصطناعي لديك",
  ],
  formTitle: "انضم إلى قائمة الانتظار",
  formDescription: `اترك اسمك وبريدك الإلكتروني للعمل: نستخدمهما لدعوتك إلى البوابة، ولا نرسل إليك أخبارنا إلا إن حدّدت المربع. ${privacyPromise}`,
  privacy: { ...en.signUpPage.privacy, label: "سياسة الخصوصية" },
  privacyText: "نوضّح كيف نتعامل مع بياناتك في",
  signInPrompt: {
    text: "هل وصلتك دعوة؟",
    link: { ...en.signUpPage.signInPrompt.link, label: "تسجيل الدخول" },
  },
  home: homeLink,
} satisfies typeof en.signUpPage;

export const forgotPasswordPage = {
  eyebrow: portalEyebrow,
  title: "نسيت كلمة المرور؟",
  description: `يدير فريق ${siteConfig.name} الوصول إلى البوابة.`,
  paragraphs: [
    "ينشئ فريقنا حسابات بوابة العملاء ويديرها، ولا يُنشئها العملاء بأنفسهم. البوابة تفتح أبوابها قريبًا، وبعد إنشاء حسابك يستطيع مدير حسابك أو فريق الدعم لدينا إعادة تعيين وصولك.",
    `تواصل مع الدعم من عنوان البريد الإلكتروني المرتبط بشركتك، وسنساعدك ${responseTime}، وغالبًا قبل ذلك بكثير.`,
  ],
  primary: { ...en.forgotPasswordPage.primary, label: "تواصل مع الدعم" },
  emailLabel: "أو راسلنا على",
  email: en.forgotPasswordPage.email,
  back: { ...en.forgotPasswordPage.back, label: "العودة إلى تسجيل الدخول" },
} satisfies typeof en.forgotPasswordPage;
