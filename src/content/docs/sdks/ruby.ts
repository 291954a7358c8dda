import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const pkg = f.packageStem;
const ns = f.clientName;

export const rubySdk = {
  id: "ruby",
  name: "Ruby",
  packageName: pkg,
  requirements: "Ruby 3.0 or later; works in Rails, Sinatra and plain Ruby scripts.",
  summary:
    "The official Ruby gem, with idiomatic method names and keyword arguments, at home in Rails apps, background jobs and scripts.",
  install: { label: "Terminal", lang: "bash", code: `gem install ${pkg}` },
  authenticate: {
    label: "client.rb",
    lang: "ruby",
    code: `require "${pkg}"

# The key is read from the environment: never commit it to source control.
client = ${ns}::Client.new(api_key: ENV.fetch("${f.keyEnvVar}"))`,
  },
  chatCompletion: {
    label: "chat.rb",
    lang: "ruby",
    code: `completion = client.chat.completions.create(
  model: "${f.sampleModel}",
  messages: [
    { role: "system", content: "${f.sampleSystem}" },
    { role: "user", content: "${f.sampleUser}" }
  ],
  temperature: 0.7
)

puts completion.choices.first.message.content`,
  },
  listModels: {
    label: "models.rb",
    lang: "ruby",
    code: `client.models.list.data.each do |model|
  puts "#{model.id} #{model.category} #{model.status}"
end`,
  },
  errorHandling: {
    label: "errors.rb",
    lang: "ruby",
    code: `begin
  completion = client.chat.completions.create(**request)
rescue ${ns}::RateLimitError => e
  # Too many requests: wait as long as the API asks, then try again.
  sleep e.retry_after
  retry
rescue ${ns}::APIError => e
  warn "API error #{e.status}: #{e.message}"
end`,
  },
  errorNote: `Failed calls raise ${ns}::APIError (with status and message); a 429 raises its subclass ${ns}::RateLimitError, whose retry_after gives the seconds to wait.`,
} as const satisfies SdkGuide;
