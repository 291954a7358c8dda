import { Icon } from "@/components/ui/icon";
import type { FlashSale } from "@/content/ai/shared";

/** The flash-sale announcement above the Conversational AI plans. */
export function FlashSaleBanner({ sale }: { sale: FlashSale }) {
  return (
    <div className="mb-12 flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-rose-700 via-fuchsia-800 to-violet-800 p-6 text-white shadow-lg sm:flex-row sm:justify-between sm:p-8 rtl:bg-gradient-to-l">
      <div className="text-center sm:text-start">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase rtl:tracking-normal">
          <Icon name="zap" className="size-3.5" />
          {sale.badge}
        </p>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">{sale.title}</h3>
        <p className="mt-1 text-white/90">{sale.description}</p>
      </div>
      <p className="flex shrink-0 flex-col items-center rounded-xl bg-white/10 px-6 py-4 ring-1 ring-white/30">
        <span className="text-sm text-white/90">{sale.claimLabel}</span>
        <span className="mt-1 inline-flex items-center gap-2 text-3xl font-extrabold">
          <Icon name="clock" className="size-6" />
          {sale.claim}
        </span>
      </p>
    </div>
  );
}
