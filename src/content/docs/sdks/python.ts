import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const pkg = f.packageStem;

export const pythonSdk = {
  id: "python",
  name: "Python",
  packageName: pkg,
  requirements: "Python 3.9 or later; synchronous and asyncio clients, type hints throughout.",
  summary:
    "The official Python client for scripts, notebooks and web back ends, with a synchronous client and an asyncio one that share the same methods.",
  install: { label: "Terminal", lang: "bash", code: `pip install ${pkg}` },
  authenticate: {
    label: "client.py",
    lang: "python",
    code: `import os

from ${pkg} import ${f.clientName}

# The key is read from the environment: never commit it to source control.
client = ${f.clientName}(api_key=os.environ["${f.keyEnvVar}"])`,
  },
  chatCompletion: {
    label: "chat.py",
    lang: "python",
    code: `completion = client.chat.completions.create(
    model="${f.sampleModel}",
    messages=[
        {"role": "system", "content": "${f.sampleSystem}"},
        {"role": "user", "content": "${f.sampleUser}"},
    ],
    temperature=0.7,
)

print(completion.choices[0].message.content)`,
  },
  listModels: {
    label: "models.py",
    lang: "python",
    code: `models = client.models.list()

for model in models.data:
    print(model.id, model.category, model.status)`,
  },
  errorHandling: {
    label: "errors.py",
    lang: "python",
    code: `import time

from ${pkg} import APIError, AuthenticationError, RateLimitError

try:
    completion = client.chat.completions.create(**request)
except AuthenticationError:
    raise SystemExit("Check ${f.keyEnvVar}: the key is missing, wrong or revoked.")
except RateLimitError as error:
    # Too many requests: wait as long as the API asks, then try again.
    time.sleep(error.retry_after)
except APIError as error:
    print(f"API error {error.status_code}: {error.message}")`,
  },
  errorNote:
    "Errors are exceptions: AuthenticationError (401), RateLimitError (429, with retry_after in seconds) and the APIError they both extend, which carries status_code and message.",
} as const satisfies SdkGuide;
