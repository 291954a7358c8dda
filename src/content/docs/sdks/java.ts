import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const group = `com.${f.packageStem}`;
const artifact = `${f.packageStem}-java`;
const version = "1.0.0";
const client = `${f.clientName}Client`;

export const javaSdk = {
  id: "java",
  name: "Java",
  packageName: `${group}:${artifact}`,
  requirements: "Java 11 or later; works with Gradle and Maven, Spring Boot and Kotlin.",
  summary:
    "The official Java client, thread-safe and built on immutable request builders, for Spring Boot services, Android back ends and Kotlin.",
  install: {
    label: "build.gradle.kts",
    lang: "kotlin",
    code: `implementation("${group}:${artifact}:${version}")`,
  },
  installAlt: {
    label: "pom.xml",
    lang: "xml",
    code: `<dependency>
  <groupId>${group}</groupId>
  <artifactId>${artifact}</artifactId>
  <version>${version}</version>
</dependency>`,
  },
  authenticate: {
    label: "Client.java",
    lang: "java",
    code: `import ${group}.${client};

// The key is read from the environment: never commit it to source control.
${client} client = ${client}.builder()
    .apiKey(System.getenv("${f.keyEnvVar}"))
    .build();`,
  },
  chatCompletion: {
    label: "Chat.java",
    lang: "java",
    code: `import ${group}.models.ChatCompletion;
import ${group}.models.ChatCompletionRequest;
import ${group}.models.Message;

ChatCompletionRequest request = ChatCompletionRequest.builder()
    .model("${f.sampleModel}")
    .addMessage(new Message("system", "${f.sampleSystem}"))
    .addMessage(new Message("user", "${f.sampleUser}"))
    .temperature(0.7)
    .build();

ChatCompletion completion = client.chat().completions().create(request);
System.out.println(completion.choices().get(0).message().content());`,
  },
  listModels: {
    label: "Models.java",
    lang: "java",
    code: `import ${group}.models.Model;

for (Model model : client.models().list().data()) {
    System.out.println(model.id() + " " + model.category() + " " + model.status());
}`,
  },
  errorHandling: {
    label: "Errors.java",
    lang: "java",
    code: `import ${group}.errors.ApiException;
import ${group}.errors.RateLimitException;

try {
    ChatCompletion completion = client.chat().completions().create(request);
} catch (RateLimitException e) {
    // Too many requests: wait as long as the API asks, then try again.
    Thread.sleep(e.retryAfter().toMillis());
} catch (ApiException e) {
    System.err.println("API error " + e.statusCode() + ": " + e.getMessage());
}`,
  },
  errorNote:
    "Failed calls throw an unchecked ApiException with statusCode() and getMessage(); a 429 throws its subclass RateLimitException, whose retryAfter() is a Duration.",
} as const satisfies SdkGuide;
