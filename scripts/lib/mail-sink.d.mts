export interface CapturedMessage {
  messageId: string | null;
  /** The From header as text: `"Name" <address>`. */
  from: string | null;
  fromAddress: string | null;
  to: string[];
  replyTo: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  /** Lower-cased header names; a repeated header's values joined with "\n". */
  headers: Record<string, string>;
  /** The SMTP envelope: who the message was actually delivered to (RCPT TO). */
  envelope: { from: string | null; to: string[] };
  raw: string;
}

export interface MailSink {
  /** smtp://127.0.0.1:PORT */
  url: string;
  port: number;
  messages: CapturedMessage[];
  waitFor(
    predicate: (message: CapturedMessage) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedMessage[]>;
  clear(): void;
  stop(): Promise<void>;
  /** Stops listening and drops open connections: clients get "connection refused". */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
}

export function startMailSink(options?: { port?: number }): Promise<MailSink>;

export function waitUntil<T>(select: () => T[], timeoutMs: number, what: string): Promise<T[]>;
