import { OfferScript } from "@/components/ai/offer-script";
import { ArrowLink } from "@/components/ui/arrow-link";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckItem } from "@/components/ui/check-item";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { scroller } from "@/components/ui/scroller";
import type { ServiceCard } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { LIST_PHASES, offerMark, SALE_PHASES } from "@/lib/offer/offer-marks";

interface ServiceCardGridProps {
  cards: readonly ServiceCard[];
  /** Label of the link to the card's own page (in the page's language, like the cards). */
  learnMoreLabel: string;
  /** Show the full features list (detailed cards) or not. */
  showFeatures?: boolean;
  columns?: 2 | 3 | 4;
  /** The name of the row (its section's title): the row then scrolls sideways on phones. */
  label?: string;
}

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** Service cards with a gradient icon tile, features, price and calls to action. */
export function ServiceCardGrid({
  cards,
  learnMoreLabel,
  showFeatures = true,
  columns = 3,
  label,
}: ServiceCardGridProps) {
  const { sectionCopy } = copy("ui");
  const row = label ? scroller(label) : undefined;
  return (
    <ul {...row?.list} className={cn("grid gap-6", columnClasses[columns], row?.list.className)}>
      {cards.some((card) => card.offerPrice) ? <OfferScript /> : null}
      {cards.map((card) => (
        <li key={card.title} className={row?.item}>
          <Card className="group flex h-full flex-col p-5 transition-shadow hover:shadow-lg sm:p-8">
            <div
              className={cn(
                "mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-md",
                card.gradient,
              )}
            >
              <Icon name={card.icon} className="size-6" />
            </div>
            <h3 className="text-xl font-semibold">
              <Link href={card.link} className="hover:text-primary focus-visible:text-primary">
                <BidiText text={card.title} />
              </Link>
            </h3>
            <p className="mt-3 text-muted-foreground">
              <BidiText text={card.description} />
            </p>
            {showFeatures ? (
              <ul className="mt-6 space-y-2 text-sm">
                {card.features.map((feature) => (
                  <CheckItem key={feature} text={feature} />
                ))}
              </ul>
            ) : null}
            {/* The foot, at the card's bottom: a row's price lines and buttons on one line
                whatever the text above them. */}
            <div className="mt-auto pt-6">
              {card.offerPrice ? (
                <p
                  {...offerMark(card.offerPrice.endsAt, SALE_PHASES)}
                  className="text-lg font-semibold text-primary"
                >
                  {card.offerPrice.price}
                </p>
              ) : null}
              {card.price ? (
                <p
                  {...(card.offerPrice ? offerMark(card.offerPrice.endsAt, LIST_PHASES) : {})}
                  className="text-lg font-semibold text-primary"
                >
                  {card.price}
                </p>
              ) : null}
              <div
                className={cn(
                  "flex flex-wrap items-center gap-x-5 gap-y-3",
                  (card.price ?? card.offerPrice) && "mt-4",
                )}
              >
                {card.cta ? (
                  <Link href={card.cta.href} className={buttonClasses({ size: "sm" })}>
                    {card.cta.label}
                    <span className="sr-only">
                      {sectionCopy.serviceCard.withService(card.title)}
                    </span>
                  </Link>
                ) : null}
                {/* A text link, flush with the card's text whether beside the button or below. */}
                <ArrowLink href={card.link} className="min-h-9 text-sm">
                  {learnMoreLabel}
                  <span className="sr-only">
                    {sectionCopy.serviceCard.aboutService(card.title)}
                  </span>
                </ArrowLink>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
