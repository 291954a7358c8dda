/**
 * The labels of src/config/nav.ts that are not route labels, in English (the config's own
 * words; the route labels are in ./routes.ts). The Arabic mirror is ./ar/nav.ts.
 */
import { consultationLink, footerGroups, signInLink, type FooterGroupId } from "@/config/nav";

export const navCopy = {
  signIn: signInLink.label,
  consultation: consultationLink.label,
  footerGroups: Object.fromEntries(footerGroups.map((group) => [group.id, group.title])) as Record<
    FooterGroupId,
    string
  >,
} as const satisfies {
  signIn: string;
  consultation: string;
  footerGroups: Record<FooterGroupId, string>;
};
