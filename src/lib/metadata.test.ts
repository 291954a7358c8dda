import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";
import { siteConfig } from "@/config/site";

import { pageMetadata, pagePathOfSocialImage, socialImagePath } from "./metadata";

describe("social image paths", () => {
  it("map every registry route to its own card and back", () => {
    const images = routes.map((route) => socialImagePath(route.path));
    expect(new Set(images).size).toBe(images.length);
    for (const route of routes) {
      const segments = socialImagePath(route.path).split("/").slice(2);
      expect(pagePathOfSocialImage(segments)).toBe(route.path);
    }
    expect(socialImagePath("/")).toBe("/og/index.png");
    expect(socialImagePath("/blog/a-post")).toBe("/og/blog/a-post.png");
  });

  it("reject a path that is not an image", () => {
    expect(pagePathOfSocialImage(["services"])).toBeUndefined();
    expect(pagePathOfSocialImage([])).toBeUndefined();
  });
});

describe("page metadata", () => {
  it("gives a page its canonical URL, a large card and the card as Open Graph image", () => {
    const meta = pageMetadata("/services/custom-ai");
    const url = `${siteConfig.url}/services/custom-ai`;
    const image = `${siteConfig.url}/og/services/custom-ai.png`;
    expect(meta.alternates?.canonical).toBe(url);
    expect(meta.openGraph).toMatchObject({
      url,
      title: "Custom AI solutions | Cedarwave",
      images: [{ url: image, width: 1200, height: 630, alt: "Custom AI solutions | Cedarwave" }],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: image, width: 1200, height: 630 }],
    });
  });

  it("keeps the brand title for the home page", () => {
    const meta = pageMetadata("/");
    expect(meta.title).toEqual({ absolute: `${siteConfig.name}: ${routes[0].title}` });
    expect(meta.alternates?.canonical).toBe(siteConfig.url);
  });
});
