import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";

export const SERVER_TIMEOUTS: {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
export function trustsProxy(env?: Record<string, string | undefined>): boolean;
export function dropUntrustedForwarding(headers: IncomingHttpHeaders, trusted: boolean): void;
export function normalisePath(target: string): { path: string; decoded: string } | null;
export const ONE_CLICK_PATH: string;
export const PERSON_EXPORT_PATH: string;
export const FORM_SUBMIT_PATH: string;
export function allowedMethods(pathname: string, routeHandlers: RegExp[]): string[];
export function originHost(origin: string | null | undefined): string | undefined;
export function requestHost(
  headers: { host?: string | null; forwardedHost?: string | null },
  trusted: boolean,
): string | undefined;
export interface Refusal {
  status: number;
  allow?: string[];
  location?: string;
  close?: boolean;
}
export function refusal(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  options: { routeHandlers: RegExp[]; actions: Map<string, RegExp[]>; trusted: boolean },
): Refusal | null;
export function needsBodyCheck(request: { method?: string; headers: IncomingHttpHeaders }): boolean;
export function boundaryOf(contentType: string): string | null;
export function parseMultipart(
  body: Buffer,
  boundary: string,
): { name: string; value: Buffer }[] | null;
export function bodyIsAcceptable(
  headers: IncomingHttpHeaders,
  body: Buffer,
  where: { actions: Map<string, RegExp[]>; pathname: string },
): boolean;
export function readBody(
  req: IncomingMessage,
): Promise<{ body: Buffer } | { tooLarge: true; close?: true }>;
export function drainBody(req: IncomingMessage): Promise<boolean>;
export function errorPage(status: number): string;
export function answer(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void;
export function withBody(req: IncomingMessage, body: Buffer): IncomingMessage;
export function answerClientErrors(server: Server, headers: () => Record<string, string>): void;
