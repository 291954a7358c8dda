/** المحادثة المباشرة: صفحتها (/ar/chat) وزرّها في كل صفحة وما تجيب به. */
import { CHAT_LIMITS, CHAT_OFFICE } from "@/config/chat";
import { siteConfig } from "@/config/site";
import type * as en from "@/content/chat";

import { formatOfficeHours } from "./offices";
import { formatNumber, responseTime } from "./site-phrases";

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
