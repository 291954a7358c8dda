// The inbox's accounts from the command line: `npm run admin -- user <command>`. The commands,
// their rules and their help are scripts/lib/admin-cli.ts; this is the process around them:
// arguments, ADMIN_NEW_PASSWORD, piped standard input, output and exit code.
import { closeDb } from "@/lib/db/client";

import { runAdmin } from "./lib/admin-cli";

async function readStdin(): Promise<string | null> {
  if (process.stdin.isTTY) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

try {
  const result = await runAdmin(process.argv.slice(2), {
    newPassword: process.env.ADMIN_NEW_PASSWORD,
    stdin: readStdin,
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
} finally {
  await closeDb();
}
