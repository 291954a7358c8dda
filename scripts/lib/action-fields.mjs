// The hidden inputs React renders in a form whose action is a Server Action (`$ACTION_ID_…`,
// `$ACTION_REF_…`, `$ACTION_…:0`, `$ACTION_KEY`): what a client without JavaScript posts back
// so that the server runs that action. Read from the HTML, for tests that post forms over HTTP
// (the reliability checks, e2e/support/forms.ts).

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The `[name, value]` pairs of a page's hidden `$ACTION…` inputs, in document order. */
export function hiddenActionFields(html) {
  const fields = [];
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name?.startsWith("$ACTION")) fields.push([name, decode(value)]);
  }
  return fields;
}
