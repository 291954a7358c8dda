// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

import { TeamGrid } from "./team-grid";

const page = vi.hoisted(() => ({ locale: "en" as Locale }));
vi.mock("@/lib/i18n/request", () => ({
  getLocale: () => page.locale,
  setRequestLocale: (locale: Locale) => {
    page.locale = locale;
  },
}));

describe.each(["en", "ar"] as const)("the leadership cards in %s", (locale) => {
  page.locale = locale;
  const { leadership, leadershipIntro } = copyIn(locale, "team");
  const html = renderToStaticMarkup(
    <TeamGrid members={leadership} label={leadershipIntro.title} />,
  );
  const cards = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("ul > li")]
    .filter((item) => item.querySelector("h3"))
    .map((item) => ({ name: item.querySelector("h3")?.textContent, text: item.textContent ?? "" }));

  it("show each leader's title once", () => {
    expect(cards).toHaveLength(leadership.length);
    for (const member of leadership) {
      const card = cards.find((candidate) => candidate.name === member.name);
      expect(card, member.name).toBeDefined();
      const text = card?.text ?? "";
      expect(text.split(member.role).length - 1, member.name).toBe(1);
      if (member.roleTitle !== member.role)
        expect(text, member.name).not.toContain(member.roleTitle);
    }
  });
});
