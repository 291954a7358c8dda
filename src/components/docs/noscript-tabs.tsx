/**
 * Without JavaScript the tabs cannot switch: show every panel, one after the other, and
 * hide the tab list that would do nothing.
 */
export function NoScriptTabs() {
  return (
    <noscript>
      <style>
        {
          "[data-api-tablist]{display:none!important}[data-api-tabs] [role=tabpanel]{display:block!important;margin-top:4rem}"
        }
      </style>
    </noscript>
  );
}
