// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { ApiTabs } from "./api-tabs";
import { tabsScript } from "./tabs-script";

const ids = ["authentication", "endpoints", "examples", "sdks"];

const tab = (id: string) => document.getElementById(`${id}-tab`)!;
const panel = (id: string) => document.getElementById(`${id}-panel`)!;
const selected = () => ids.filter((id) => tab(id).getAttribute("aria-selected") === "true");

function press(key: string, on: string) {
  tab(on).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

describe("inline tabs script, on the HTML of ApiTabs", () => {
  beforeAll(() => {
    window.history.replaceState(null, "", "/api#examples");
    document.body.innerHTML = renderToStaticMarkup(
      ApiTabs({
        label: "API reference sections",
        tabs: ids.map((id) => ({ id, label: id, icon: null, panel: `Panel ${id}` })),
      }),
    );
    new Function(tabsScript)();
  });

  it("selects the tab the hash names when the page is parsed, the others inactive", () => {
    expect(selected()).toEqual(["examples"]);
    expect(panel("examples").dataset.state).toBe("active");
    expect(panel("authentication").dataset.state).toBe("inactive");
    expect(ids.map((id) => tab(id).tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it("selects on click and replaces the hash", () => {
    const length = window.history.length;
    tab("endpoints").click();
    expect(selected()).toEqual(["endpoints"]);
    expect(window.location.hash).toBe("#endpoints");
    expect(window.history.length).toBe(length);
  });

  it("moves and selects with the arrow keys (wrapping), Home and End", () => {
    press("ArrowRight", "endpoints");
    expect(selected()).toEqual(["examples"]);
    expect(document.activeElement).toBe(tab("examples"));
    press("End", "examples");
    expect(selected()).toEqual(["sdks"]);
    press("ArrowRight", "sdks");
    expect(selected()).toEqual(["authentication"]);
    press("ArrowLeft", "authentication");
    expect(selected()).toEqual(["sdks"]);
    press("Home", "sdks");
    expect(selected()).toEqual(["authentication"]);
    expect(window.location.hash).toBe("#authentication");
  });

  it("mirrors the arrows right to left", () => {
    document.documentElement.dir = "rtl";
    try {
      press("ArrowLeft", "authentication");
      expect(selected()).toEqual(["endpoints"]);
    } finally {
      document.documentElement.dir = "";
    }
  });

  it("follows a hash change, and a hash naming no tab selects the first", () => {
    window.location.hash = "sdks";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(selected()).toEqual(["sdks"]);
    window.location.hash = "unknown";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(selected()).toEqual(["authentication"]);
  });
});
