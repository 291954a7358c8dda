/** المحادثة المباشرة: صفحتها (/ar/chat) وزرّها في كل صفحة وما تجيب به. */
import { CHAT_EMAIL, CHAT_LIMITS, CHAT_OFFICE } from "@/config/chat";
import { siteConfig } from "@/config/site";
import type * as en from "@/content/chat";

import { formatOfficeHours } from "./offices";
import { countOf, formatNumber, nouns, responseTime } from "./site-phrases";

export const chatCopy = {
  title: "المحادثة المباشرة",
  description: `تحدّث مع فريق Cedarwave: نجيب مباشرةً ${formatOfficeHours(CHAT_OFFICE)}، وبالبريد الإلكتروني ${responseTime} في أي وقت آخر.`,
  eyebrow: "المحادثة المباشرة",
  heading: "تحدّث مع فريقنا",
  intro: "اسأل عن مشروع أو سعر أو مشكلة. تبقى محادثتك على هذا الجهاز لتعود إليها متى شئت.",
  launcher: "تحدّث معنا",
  availability: {
    online: { label: "متصل", detail: "نردّ عادةً خلال دقائق." },
    away: {
      label: "غير متصل",
      detail: `اترك رسالتك: نردّ بالبريد الإلكتروني ${responseTime}.`,
    },
  },
  hours: `نجيب مباشرةً ${formatOfficeHours(CHAT_OFFICE)}.`,
  start: {
    title: "ابدأ محادثة",
    why: "يتيح لنا اسمك وبريدك الإلكتروني أن نجيبك حتى بعد مغادرتك هذه الصفحة.",
    name: "الاسم",
    email: "البريد الإلكتروني",
    message: "الرسالة",
    messageHint: `${formatNumber(CHAT_LIMITS.message)} حرف على الأكثر.`,
    submit: "ابدأ المحادثة",
  },
  conversation: {
    title: "محادثتك",
    logLabel: "الرسائل",
    you: "أنت",
    team: "فريق Cedarwave",
    system: "Cedarwave",
    closed: "أغلق فريقنا هذه المحادثة. اكتب من جديد لإعادة فتحها.",
    message: "رسالتك",
    submit: "إرسال",
    refresh: "تحقّق من الرسائل الجديدة",
    empty: "لا رسائل بعد.",
    sentAt: "أُرسلت",
  },
  panel: {
    close: "أغلق المحادثة",
    page: "افتح المحادثة في صفحة",
    loading: "جارٍ تحميل المحادثة…",
    reconnecting: "انقطع الاتصال: جارٍ إعادة الاتصال…",
    unavailable: "تعذّر تحميل المحادثة. افتحها في صفحة بدلًا من ذلك.",
    sendHint: "يرسل Enter الرسالة، ويضيف Shift+Enter سطرًا جديدًا.",
  },
  errors: {
    rateLimited: (minutes: number) =>
      `ترسل الرسائل بسرعة كبيرة. يُرجى الانتظار ${formatNumber(minutes)} دقيقة ثم المحاولة من جديد.`,
    tooManyConversations:
      "بدأت عدة محادثات اليوم. يُرجى متابعة إحداها، أو مراسلتنا بالبريد الإلكتروني.",
    unanswered: "وصلتنا رسائلك: يُرجى انتظار ردّنا قبل إرسال المزيد.",
    retry: "لحمايتك، يُرجى الضغط على الزر مرة أخرى لإرسال رسالتك.",
    failed: `تعذّر إرسال رسالتك الآن. يُرجى المحاولة بعد لحظات، أو مراسلتنا على ${siteConfig.email}.`,
    gone: "لم تعد هذه المحادثة متاحة. ابدأ محادثة جديدة أدناه.",
  },
} satisfies typeof en.chatCopy;

const DAY_MS = 24 * 60 * 60 * 1000;
const confirmDays = countOf(CHAT_EMAIL.confirmLinkLifeMs / DAY_MS, nouns.dayGenitive);
const replyDays = countOf(CHAT_EMAIL.replyLinkLifeMs / DAY_MS, nouns.dayGenitive);

export const chatEmailCopy = {
  request: {
    title: "المتابعة بالبريد الإلكتروني",
    intro:
      "غادر متى شئت: يمكننا أن نرسل إليك ردودنا بالبريد الإلكتروني مع رابط للردّ عليها، أو المحادثة كاملة. نرسل أولًا رابطًا إلى عنوانك لنتحقق من أنه لك.",
    transcript: "أرسل إليّ نص المحادثة",
    continue: "تابع بالبريد الإلكتروني",
    outcomes: {
      confirmSent:
        "أرسلنا رابطًا إلى بريدك الإلكتروني. افتحه لتأكيد العنوان: لن نرسل إليه شيئًا من هذه المحادثة قبل ذلك.",
      transcriptSent: "نص المحادثة في طريقه إلى بريدك الإلكتروني.",
      continuing:
        "تم تأكيد عنوانك: حين تكون بعيدًا عن المحادثة، نرسل إليك ردودنا بالبريد الإلكتروني مع رابط للردّ.",
      wait: "راسلناك قبل دقائق: يُرجى التحقق من صندوق بريدك ومجلد الرسائل غير المرغوب فيها قبل الطلب من جديد.",
      failed: "تعذّر تنفيذ طلبك الآن. يُرجى المحاولة بعد لحظات.",
      gone: "لم تعد هذه المحادثة متاحة. ابدأ محادثة جديدة أدناه.",
    },
  },
  confirm: {
    title: "أكّد بريدك الإلكتروني",
    description: "أكّد البريد الإلكتروني لمحادثتك المباشرة مع Cedarwave.",
    hero: {
      eyebrow: "المحادثة المباشرة",
      title: "أكّد بريدك الإلكتروني",
      description: "اضغط الزر لتأكيد أن هذا العنوان لك: نرسل إليك بعدها ما طلبته في المحادثة.",
    },
    button: "أكّد عنواني",
    outcomes: {
      confirmed: {
        title: "تم تأكيد عنوانك",
        message:
          "حين تكون بعيدًا عن المحادثة، نرسل إليك ردودنا بالبريد الإلكتروني مع رابط للردّ. وإن طلبت نص المحادثة فهو في طريقه إليك.",
      },
      expired: {
        title: "انتهت صلاحية هذا الرابط",
        message: `روابط التأكيد صالحة لمدة ${confirmDays}. اطلب من جديد في المحادثة وسنرسل إليك رابطًا جديدًا.`,
      },
      invalid: {
        title: "هذا الرابط لا يعمل",
        message: "ربما نُسخ ناقصًا، أو لم تعد المحادثة موجودة. اطلب رابطًا جديدًا من جديد في المحادثة.",
      },
    },
    chatLink: "انتقل إلى المحادثة",
  },
  reply: {
    title: "محادثتك مع Cedarwave",
    description: "اقرأ محادثتك المباشرة مع فريق Cedarwave وردّ عليها.",
    hero: {
      eyebrow: "المحادثة المباشرة",
      title: "محادثتك مع فريقنا",
      description: "اقرأ ردودنا وردّ هنا: تصل رسالتك إلى الفريق كأنك كتبتها في المحادثة.",
    },
    message: "ردّك",
    submit: "أرسل الردّ",
    outcomes: {
      expired: {
        title: "انتهت صلاحية هذا الرابط",
        message: `روابط الردّ صالحة لمدة ${replyDays}. ابدأ محادثة جديدة، أو راسلنا بالبريد الإلكتروني.`,
      },
      invalid: {
        title: "هذا الرابط لا يعمل",
        message: "ربما نُسخ ناقصًا، أو لم تعد المحادثة موجودة. ابدأ محادثة جديدة.",
      },
    },
    chatLink: "انتقل إلى المحادثة",
  },
  mail: {
    confirm: {
      subject: "أكّد بريدك الإلكتروني لمحادثتك مع Cedarwave",
      body: [
        "طلب أحدهم، ونرجو أن تكون أنت، في المحادثة المباشرة على موقعنا أن تصله المحادثة على هذا العنوان.",
        "افتح الرابط واضغط زرّه لتأكيده: لن نرسل إلى هذا العنوان شيئًا من المحادثة قبل ذلك.",
        "إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة: لن يصلك شيء آخر.",
      ],
      action: "أكّد عنواني",
    },
    transcript: {
      subject: (id: number) => `محادثتك المباشرة مع Cedarwave (#${formatNumber(id)})`,
      intro: "إليك محادثتك المباشرة مع فريق Cedarwave، كما طلبت.",
      action: "اقرأ المحادثة وردّ عليها",
    },
    answer: {
      subject: (id: number) => `ردّ عليك فريق Cedarwave (#${formatNumber(id)})`,
      intro: "ردّ عليك فريقنا في المحادثة المباشرة أثناء غيابك:",
      action: "اقرأ المحادثة وردّ عليها",
      interval: (minutes: number) =>
        `نراسلك مرة واحدة على الأكثر كل ${countOf(minutes, nouns.minute)}: المحادثة كاملة خلف الرابط.`,
    },
    replyLinkLife: `يعمل الرابط لمدة ${replyDays}.`,
    why: "تصلك هذه الرسالة لأنك أكّدت هذا العنوان في المحادثة المباشرة على موقعنا.",
  },
} satisfies typeof en.chatEmailCopy;
