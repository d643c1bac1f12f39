/**
 * What the server answers a request Node's HTTP parser refuses before Fastify sees it (the server's
 * clientError event): an over-long request line or header block (431), a request cut off by the time
 * limits (408), bytes that are no HTTP request (400). The app's JSON error and its security headers,
 * as every other answer carries (issue 35: the 431 of an oversized query string went out bare). No
 * HSTS: without a request, whether it came over https (through a trusted proxy) is unknown.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@domain/error-codes';
import { errorBody } from './http-error';

const ANSWERS: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    detail: 'The request line or headers are too large (a query string of many kilobytes?).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    detail: 'The request did not arrive within the time limit.',
  },
};
const MALFORMED = {
  status: 400,
  code: 'bad_request' as const,
  detail: 'The request is not well-formed HTTP.',
};

/** The raw answer: status line, headers (the security headers and `headers`), JSON body. */
export function clientErrorResponse(
  errorCode: string | undefined,
  headers: Readonly<Record<string, string>>,
) {
  const { status, code, detail } = ANSWERS[errorCode ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(status, detail, { code }));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The clientError handler: answers when the socket can still take it, then closes it. */
export function answerClientError(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // A reset connection has nobody to answer (as Fastify's own handler).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(clientErrorResponse(error.code, headers));
    socket.destroy(error);
  };
}
