/** The campaign link builder's fields, as its GET form sends them. */
export interface CampaignLinkInput {
  page: string;
  source: string;
  medium: string;
  campaign: string;
}

export type CampaignLink =
  | { state: "empty" }
  | { state: "invalid-page" }
  | { state: "needs-source" }
  | { state: "built"; url: string };

/** A path of the site: one leading slash (never "//host"), no space, no scheme. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The link a campaign should use: `siteUrl` + the page, with utm_source, utm_medium and
 * utm_campaign as the server counts them (trimmed and in lower case, src/lib/analytics/
 * page-view.ts), the page's own query kept; "empty" before anything is asked.
 */
export function campaignLink(siteUrl: string, input: CampaignLinkInput): CampaignLink {
  const value = (text: string) => text.trim().toLowerCase();
  const page = input.page.trim();
  const fields = [value(input.source), value(input.medium), value(input.campaign)] as const;
  if (!page && fields.every((field) => !field)) return { state: "empty" };
  if (!SITE_PATH.test(page || "/")) return { state: "invalid-page" };
  if (!fields[0]) return { state: "needs-source" };
  const url = new URL(page || "/", siteUrl);
  const names = ["utm_source", "utm_medium", "utm_campaign"] as const;
  names.forEach((name, index) => {
    url.searchParams.delete(name);
    if (fields[index]) url.searchParams.set(name, fields[index]);
  });
  return { state: "built", url: url.toString() };
}
