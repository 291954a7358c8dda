import { describe, expect, it } from "vitest";

import {
  INITIAL_POSTS,
  listPageCount,
  listPageParams,
  listPagePath,
  nextListPagePath,
  parseListPage,
  postsShownOnPage,
} from "./blog-pages";

describe("blog list pages", () => {
  it("shows five posts on the first page and three more on each next one", () => {
    expect(postsShownOnPage(1)).toBe(INITIAL_POSTS);
    expect(postsShownOnPage(2)).toBe(8);
    expect(postsShownOnPage(3)).toBe(11);
  });

  it("needs as many pages as it takes to show every post, at least one", () => {
    expect(listPageCount(0)).toBe(1);
    expect(listPageCount(5)).toBe(1);
    expect(listPageCount(6)).toBe(2);
    expect(listPageCount(8)).toBe(2);
    expect(listPageCount(9)).toBe(3);
    expect(listPageCount(11)).toBe(3);
    for (let count = 1; count < 40; count++) {
      expect(postsShownOnPage(listPageCount(count))).toBeGreaterThanOrEqual(count);
    }
  });

  it("puts page 1 at the list itself and the next pages under it", () => {
    expect(listPagePath("/blog", 1)).toBe("/blog");
    expect(listPagePath("/blog", 3)).toBe("/blog/page/3");
    expect(listPagePath("/blog/category/security", 2)).toBe("/blog/category/security/page/2");
  });

  it("leads Load More to the page that shows the next row", () => {
    expect(nextListPagePath("/blog", 5, 11)).toBe("/blog/page/2");
    expect(nextListPagePath("/blog", 8, 11)).toBe("/blog/page/3");
    expect(nextListPagePath("/blog", 8, 9)).toBe("/blog/page/3");
    expect(nextListPagePath("/blog/category/ai-technology", 5, 7)).toBe(
      "/blog/category/ai-technology/page/2",
    );
  });

  it("pre-renders one page per further row, and none for a list that fits on one", () => {
    expect(listPageParams(0)).toEqual([]);
    expect(listPageParams(5)).toEqual([]);
    expect(listPageParams(6)).toEqual([{ page: "2" }]);
    expect(listPageParams(11)).toEqual([{ page: "2" }, { page: "3" }]);
  });

  it("accepts only page numbers from 2 to the last page", () => {
    expect(parseListPage("2", 3)).toBe(2);
    expect(parseListPage("3", 3)).toBe(3);
    for (const bad of ["1", "0", "4", "02", "-2", "2.0", "abc", "", "9999999999999999999"]) {
      expect(parseListPage(bad, 3), bad).toBeUndefined();
    }
  });
});
