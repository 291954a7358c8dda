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
export const CHAT_POST_PATHS: string[];
export const ACTIVATION_PATH: string;
export function allowedMethods(pathname: string, routeHandlers: RegExp[]): string[];
export interface BodyLimit {
  bytes: number;
  text: string;
  fields: number;
}
export const BODY_LIMITS: Record<
  "form" | "oneClick" | "export" | "page" | "chat" | "activation",
  BodyLimit
>;
export function bodyLimitOf(pathname: string): BodyLimit;
export interface RequestOrigin {
  origin?: string | null;
  host?: string | null;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
}
export function requestHost(headers: RequestOrigin, trusted: boolean): string | undefined;
export function requestOrigin(headers: RequestOrigin, trusted: boolean): string | undefined;
export function allowedHosts(env?: Record<string, string | undefined>): Set<string>;
export function sameSiteOrigin(
  request: RequestOrigin,
  options: { trusted: boolean; hosts: Set<string>; required?: boolean },
): boolean;
export interface Refusal {
  status: number;
  allow?: string[];
  location?: string;
  limit?: BodyLimit;
  close?: boolean;
}
export function refusal(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  options: {
    routeHandlers: RegExp[];
    actions: Map<string, RegExp[]>;
    trusted: boolean;
    hosts: Set<string>;
  },
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
  limit: BodyLimit,
): Promise<{ body: Buffer } | { tooLarge: true }>;
export function discardBody(req: IncomingMessage, received?: number): void;
export function closesAfterAnswer(req: IncomingMessage): boolean;
export function fieldCount(headers: IncomingHttpHeaders, body: Buffer): number;
export function errorPage(status: number, limit?: BodyLimit): string;
export function answer(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void;
export function withBody(req: IncomingMessage, body: Buffer): IncomingMessage;
export function answerClientErrors(server: Server, headers: () => Record<string, string>): void;
