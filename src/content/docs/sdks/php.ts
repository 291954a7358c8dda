import { apiFacts as f } from "@/content/docs/api-facts";
import type { SdkGuide } from "@/content/docs/types";

const pkg = `${f.packageStem}/${f.packageStem}-php`;
const ns = f.clientName;

export const phpSdk = {
  id: "php",
  name: "PHP",
  packageName: pkg,
  requirements: "PHP 8.1 or later with Composer; works with Laravel, Symfony and plain PHP.",
  summary:
    "The official PHP client, installed with Composer and ready for Laravel, Symfony, WordPress plugins or plain PHP.",
  install: { label: "Terminal", lang: "bash", code: `composer require ${pkg}` },
  authenticate: {
    label: "client.php",
    lang: "php",
    code: `<?php

require __DIR__ . '/vendor/autoload.php';

// The key is read from the environment: never commit it to source control.
$client = new \\${ns}\\Client(getenv('${f.keyEnvVar}'));`,
  },
  chatCompletion: {
    label: "chat.php",
    lang: "php",
    code: `<?php

$completion = $client->chat()->completions()->create([
    'model' => '${f.sampleModel}',
    'messages' => [
        ['role' => 'system', 'content' => '${f.sampleSystem}'],
        ['role' => 'user', 'content' => '${f.sampleUser}'],
    ],
    'temperature' => 0.7,
]);

echo $completion->choices[0]->message->content;`,
  },
  listModels: {
    label: "models.php",
    lang: "php",
    code: `<?php

foreach ($client->models()->list()->data as $model) {
    echo $model->id, ' ', $model->category, ' ', $model->status, PHP_EOL;
}`,
  },
  errorHandling: {
    label: "errors.php",
    lang: "php",
    code: `<?php

use ${ns}\\Exception\\ApiException;
use ${ns}\\Exception\\RateLimitException;

try {
    $completion = $client->chat()->completions()->create($request);
} catch (RateLimitException $e) {
    // Too many requests: wait as long as the API asks, then try again.
    sleep($e->getRetryAfter());
} catch (ApiException $e) {
    error_log('API error ' . $e->getStatusCode() . ': ' . $e->getMessage());
}`,
  },
  errorNote:
    "Failed calls throw an ApiException with getStatusCode() and getMessage(); a 429 throws its subclass RateLimitException, whose getRetryAfter() gives the seconds to wait.",
} as const satisfies SdkGuide;
