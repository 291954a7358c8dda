/**
 * Without JavaScript the tabs cannot switch: show every panel, one after the other, and
 * hide the tab list that would do nothing. A `<style>` inside `<noscript>` is only valid in
 * <head>, so this is a `scripting: none` media query that React hoists into <head>
 * (a `<style>` with `href` and `precedence`).
 */
const NO_SCRIPT_CSS =
  "@media (scripting:none){[data-api-tablist]{display:none!important}[data-api-tabs] [role=tabpanel]{display:block!important;margin-top:4rem}}";

export function NoScriptTabs() {
  return (
    <style href="api-tabs-noscript" precedence="default">
      {NO_SCRIPT_CSS}
    </style>
  );
}
