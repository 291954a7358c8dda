import type { ServerResponse } from "node:http";

/** A response that records what is set on it: its headers, status and body. */
export function recordedResponse() {
  const headers = new Map<string, string | number>();
  const sent: { status?: number; body?: Buffer } = {};
  const res = {
    statusCode: 200,
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), value);
      return res;
    },
    writeHead(status: number, more: Record<string, string | number> = {}) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(more)) res.setHeader(name, value);
      return res;
    },
    end(body?: Buffer) {
      sent.status = res.statusCode;
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, headers, sent };
}
