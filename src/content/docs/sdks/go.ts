import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const mod = `${f.githubOrg}/${f.packageStem}-go`;
const pkg = f.packageStem;

export const goSdk = {
  id: "go",
  name: "Go",
  packageName: mod,
  requirements:
    "Go 1.21 or later; context-aware calls, no dependencies outside the standard library.",
  summary:
    "The official Go module: context-aware, dependency-free and safe for concurrent use from many goroutines.",
  install: { label: "Terminal", lang: "bash", code: `go get ${mod}` },
  authenticate: {
    label: "client.go",
    lang: "go",
    code: `import (
	"os"

	"${mod}"
)

// The key is read from the environment: never commit it to source control.
client := ${pkg}.NewClient(os.Getenv("${f.keyEnvVar}"))`,
  },
  chatCompletion: {
    label: "chat.go",
    lang: "go",
    code: `completion, err := client.Chat.Completions.Create(ctx, ${pkg}.ChatCompletionRequest{
	Model: "${f.sampleModel}",
	Messages: []${pkg}.Message{
		{Role: "system", Content: "${f.sampleSystem}"},
		{Role: "user", Content: "${f.sampleUser}"},
	},
	Temperature: 0.7,
})
if err != nil {
	log.Fatal(err)
}

fmt.Println(completion.Choices[0].Message.Content)`,
  },
  listModels: {
    label: "models.go",
    lang: "go",
    code: `models, err := client.Models.List(ctx)
if err != nil {
	log.Fatal(err)
}

for _, model := range models.Data {
	fmt.Println(model.ID, model.Category, model.Status)
}`,
  },
  errorHandling: {
    label: "errors.go",
    lang: "go",
    code: `completion, err := client.Chat.Completions.Create(ctx, request)

var apiErr *${pkg}.APIError
if errors.As(err, &apiErr) {
	if apiErr.StatusCode == http.StatusTooManyRequests {
		// Too many requests: wait as long as the API asks, then try again.
		time.Sleep(apiErr.RetryAfter)
	} else {
		log.Printf("API error %d: %s", apiErr.StatusCode, apiErr.Message)
	}
}`,
  },
  errorNote: `Every call returns an error you can unwrap with errors.As into *${pkg}.APIError, which carries StatusCode, Message and, for 429 responses, RetryAfter as a time.Duration.`,
} as const satisfies SdkGuide;
