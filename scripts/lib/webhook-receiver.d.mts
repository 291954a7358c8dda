/** The fixed secret of the test runs: whsec_ and base64. */
export const TEST_WEBHOOK_SECRET: string;

export interface ReceivedWebhook {
  /** The webhook-id header: the outbox job's stable id. */
  id: string;
  /** The body's `type`, or null when it has none. */
  type: string | null;
  body: unknown;
  verified: true;
}

export interface RejectedWebhook {
  id: string | null;
  reason: string;
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:PORT/ */
  url: string;
  port: number;
  events: ReceivedWebhook[];
  rejected: RejectedWebhook[];
  /** How many calls were answered with the failWith status. */
  readonly refused: number;
  waitFor(
    predicate: (event: ReceivedWebhook) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  /** Answers `status` (500 by default) to every call until recover(). */
  failWith(status?: number): void;
  recover(): void;
  clear(): void;
  stop(): Promise<void>;
}

export function startWebhookReceiver(options: {
  port?: number;
  secret: string;
}): Promise<WebhookReceiver>;
