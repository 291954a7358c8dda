import * as en from "@/content/docs/errors";
import type { ApiErrorStatus } from "@/content/docs/errors";

type Status = (typeof en.apiErrorStatuses)[number]["status"];

const statusCopy: Record<Status, { title: string; description: string }> = {
  400: {
    title: "طلب غير صالح",
    description: "أحد الحقول مفقود أو من نوع خاطئ، وتذكر رسالة الخطأ اسم الحقل.",
  },
  401: {
    title: "غير مصرَّح",
    description:
      "ترويسة Authorization مفقودة، أو مفتاح API خاطئ أو مُبطَل. لا تُعِد المحاولة، بل صحّح المفتاح.",
  },
  404: {
    title: "غير موجود",
    description: "المسار أو معرّف النموذج غير موجود. تحقّق منه في قائمة GET /api/v1/models.",
  },
  429: {
    title: "طلبات كثيرة جدًا",
    description:
      "بلغت حد معدل الطلبات في باقتك. انتظر عدد الثواني المذكور في ترويسة Retry-After، ثم أعد المحاولة.",
  },
  500: {
    title: "خطأ في الخادم",
    description: "حدث خلل من جهتنا. أعد المحاولة بالتباعد الأُسّي، وإن استمر الخطأ فتواصل مع الدعم.",
  },
};

export const apiErrorStatuses = en.apiErrorStatuses.map((error) => ({
  ...error,
  ...statusCopy[error.status],
})) satisfies readonly ApiErrorStatus[];
