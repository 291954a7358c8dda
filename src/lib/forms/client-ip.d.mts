export function clientIp(headers: Headers, trustProxy?: boolean): string;
export function hashIp(ip: string, secret: string): string;
