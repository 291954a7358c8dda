// The server's secrets. Plain ESM: server.mjs reads them too (the token of a form page it
// serves: src/lib/forms/visitor-token.mjs), and makes them at start, before Next's server bundle
// (which has its own copy of this module) reads them, so that both read the same file.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const NAMES = ["FORM_SECRET", "SESSION_SECRET", "IP_HASH_SECRET"];

let fileSecrets;
let warned = false;

/**
 * A server secret: from the environment when set (required when several instances share a
 * database), otherwise generated once and kept in DATA_DIR/secrets.json (mode 0600).
 */
export function getSecret(name) {
  const fromEnv = process.env[name];
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  if (!fileSecrets) {
    const file = path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "secrets.json");
    try {
      fileSecrets = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      fileSecrets = {};
    }
    let changed = false;
    for (const key of NAMES) {
      if (!fileSecrets[key]) {
        fileSecrets[key] = crypto.randomBytes(32).toString("hex");
        changed = true;
      }
    }
    if (changed) {
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify(fileSecrets, null, 2), { mode: 0o600 });
      } catch (error) {
        console.error("[secrets] could not persist generated secrets:", error.message);
      }
    }
    if (process.env.DATABASE_URL && !warned) {
      warned = true;
      console.warn(
        "[secrets] FORM_SECRET/SESSION_SECRET/IP_HASH_SECRET are not set: every instance must share them.",
      );
    }
  }
  return fileSecrets[name];
}
