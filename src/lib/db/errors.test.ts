import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import { DatabaseOpenError, isDatabaseUnavailable } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isDatabaseUnavailable", () => {
  it("is true when the database could not be opened or the connection failed", () => {
    expect(isDatabaseUnavailable(new DatabaseOpenError(new Error("EROFS")))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode("connect refused", "ECONNREFUSED")))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(failedQuery(new Error("timeout exceeded when trying to connect"))),
    ).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode("terminating connection", "57P01")))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(failedQuery(withCode("disk full", "53100")))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode("read-only", "25006")))).toBe(true);
  });

  it("is false for an error about the query itself or outside the database", () => {
    expect(isDatabaseUnavailable(failedQuery(withCode("bigint out of range", "22003")))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(failedQuery(withCode("duplicate key", "23505")))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
