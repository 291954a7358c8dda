/** Facts every code sample shares, so a rename happens in one place. */
import { siteConfig } from "@/config/site";

const slug = siteConfig.name.toLowerCase();
const github = siteConfig.social.find((link) => link.id === "github")?.href ?? "";

export const apiFacts = {
  /** Host of the public API (the paths under it start with /api/v1). */
  baseUrl: `https://api.${slug}.example`,
  /** Environment variable the SDKs and samples read the key from. */
  keyEnvVar: `${slug.toUpperCase()}_API_KEY`,
  /** What a key looks like (live and test prefixes). */
  liveKeyPrefix: "cw_live_",
  testKeyPrefix: "cw_test_",
  /** The model the samples use. */
  sampleModel: `${slug}-chat-1`,
  /** Client class the SDKs export. */
  clientName: siteConfig.name,
  /** Package name stem shared by the SDKs. */
  packageStem: slug,
  /** Where the SDKs' source lives. */
  githubOrg: github.replace(/^https:\/\//, ""),
  /** The conversation every chat sample sends. */
  sampleSystem: "You are a helpful assistant.",
  sampleUser: "Write a welcome message for our new customers.",
} as const;

const f = apiFacts;

/** The first chat-completion request with plain fetch: shown on /docs and in the /api examples. */
export const fetchChatSample = `const response = await fetch("${f.baseUrl}/api/v1/chat/completions", {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.${f.keyEnvVar}}\`,
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    model: "${f.sampleModel}",
    messages: [
      { role: "system", content: "${f.sampleSystem}" },
      { role: "user", content: "${f.sampleUser}" },
    ],
    temperature: 0.7,
  }),
});

const completion = await response.json();
console.log(completion.choices[0].message.content);`;
