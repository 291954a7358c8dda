import { describe, expect, it } from "vitest";

import { retryLaterStream } from "./stream";

// The chat's streams while the database is unavailable (src/app/chat/stream and the team's
// streams under /admin/chat): EventSource reconnects only after a 200 event stream ends; a 500
// or a 503 makes it give up until the page is reloaded. The reliability script's chat section
// opens one during a PostgreSQL outage and resumes it afterwards.
describe("a chat stream asked for while the database is unavailable", () => {
  it("is an empty 200 event stream that tells the browser when to come back", async () => {
    const response = retryLaterStream();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.text()).toBe("retry: 3000\n\n");
  });
});
