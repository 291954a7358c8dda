import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const pkg = `@${f.packageStem}/sdk`;

export const javascriptSdk = {
  id: "javascript",
  name: "JavaScript",
  packageName: pkg,
  requirements: "Node.js 18 or later, Deno, Bun and edge runtimes; TypeScript types included.",
  summary:
    "The official JavaScript and TypeScript client: promise-based, fully typed, and at home on servers, serverless functions and edge runtimes.",
  install: { label: "Terminal", lang: "bash", code: `npm install ${pkg}` },
  authenticate: {
    label: "client.js",
    lang: "javascript",
    code: `import { ${f.clientName} } from "${pkg}";

// The key is read from the environment: never commit it or ship it to a browser.
const client = new ${f.clientName}({ apiKey: process.env.${f.keyEnvVar} });`,
  },
  chatCompletion: {
    label: "chat.js",
    lang: "javascript",
    code: `const completion = await client.chat.completions.create({
  model: "${f.sampleModel}",
  messages: [
    { role: "system", content: "${f.sampleSystem}" },
    { role: "user", content: "${f.sampleUser}" },
  ],
  temperature: 0.7,
});

console.log(completion.choices[0].message.content);`,
  },
  listModels: {
    label: "models.js",
    lang: "javascript",
    code: `const models = await client.models.list();

for (const model of models.data) {
  console.log(model.id, model.category, model.status);
}`,
  },
  errorHandling: {
    label: "errors.js",
    lang: "javascript",
    code: `import { ${f.clientName}Error } from "${pkg}";

try {
  await client.chat.completions.create(request);
} catch (error) {
  if (!(error instanceof ${f.clientName}Error)) throw error;
  if (error.status === 429) {
    // Too many requests: wait as long as the API asks, then try again.
    await new Promise((resolve) => setTimeout(resolve, error.retryAfter * 1000));
  } else {
    console.error(\`API error \${error.status}: \${error.message}\`);
  }
}`,
  },
  errorNote: `Every failed call rejects with a ${f.clientName}Error that carries the HTTP status, the API's message and, for 429 responses, the number of seconds to wait (retryAfter).`,
} as const satisfies SdkGuide;
