import { OfferScript } from "@/components/ai/offer-script";
import type { PlanGuideRow } from "@/content/plan-guide";
import { LIST_PHASES, offerMark, SALE_PHASES } from "@/lib/offer/offer-marks";

import { Section } from "./section";

interface PlanGuideProps {
  guide: {
    title: string;
    whoHeading: string;
    productHeading: string;
    priceHeading: string;
    rows: readonly PlanGuideRow[];
  };
}

/**
 * "Which plan fits you?": a short table from what a visitor needs to the plan group that fits,
 * linked to its section on the page, with where its prices start (the sale's while an offer
 * runs, the list prices after it, as the plan cards do).
 */
export function PlanGuide({ guide }: PlanGuideProps) {
  return (
    <Section id="plan-guide" title={guide.title} className="pt-0 sm:pt-0">
      {guide.rows.some((row) => row.offerFrom) ? <OfferScript /> : null}
      <div className="mx-auto max-w-4xl overflow-x-auto rounded-2xl border border-border bg-card">
        <table className="w-full table-fixed text-start text-sm sm:table-auto">
          <thead className="bg-surface text-muted-foreground">
            <tr>
              <th
                scope="col"
                className="w-2/5 px-3 py-3 text-start font-semibold sm:w-auto sm:px-4"
              >
                {guide.whoHeading}
              </th>
              <th
                scope="col"
                className="w-[27%] px-3 py-3 text-start font-semibold sm:w-auto sm:px-4"
              >
                {guide.productHeading}
              </th>
              <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
                {guide.priceHeading}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {guide.rows.map((row) => (
              <tr key={row.href}>
                <td className="px-3 py-3 sm:px-4 sm:py-4">{row.who}</td>
                <th scope="row" className="px-3 py-3 text-start font-semibold sm:px-4 sm:py-4">
                  <a
                    href={row.href}
                    className="text-primary underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {row.product}
                  </a>
                </th>
                <td className="px-3 py-3 sm:px-4 sm:py-4">
                  {row.offerFrom ? (
                    <span
                      {...offerMark(row.offerFrom.endsAt, SALE_PHASES)}
                      className="block font-semibold"
                    >
                      {row.offerFrom.price}
                    </span>
                  ) : null}
                  <span
                    {...(row.offerFrom ? offerMark(row.offerFrom.endsAt, LIST_PHASES) : {})}
                    className="block font-semibold"
                  >
                    {row.from}
                  </span>
                  {row.unit ? (
                    <span className="block text-muted-foreground">{row.unit}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
