import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";

/** One item of a list of what is included (a plan's or a service's features): a check mark and
 *  the text, its Latin runs isolated on a right-to-left page. */
export function CheckItem({ text }: { text: string }) {
  return (
    <li className="flex gap-2">
      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        <BidiText text={text} />
      </span>
    </li>
  );
}
