import pg from "pg";

/**
 * A PostgreSQL database of its own on the server of `serverUrl` (TEST_DATABASE_URL), for a test
 * file whose rows must not meet other files' (which share that URL's database): `create()` makes
 * it and returns its URL, `drop()` removes it, connections and all.
 */
export function ownDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async create(): Promise<string> {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
