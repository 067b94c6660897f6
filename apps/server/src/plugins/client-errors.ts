import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, handleError } from './error-handler.ts';

/** What Node's HTTP parser refused, in the app's error shape. */
function clientErrorBody(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return errorBody(431, 'HEADERS_TOO_LARGE');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errorBody(408, 'REQUEST_TIMEOUT');
  return errorBody(400, 'MALFORMED_REQUEST', '요청 형식이 올바르지 않아요.');
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers too large, a malformed request
 * line, too slow to arrive) never becomes a request, so its answer is written on the socket here, in the error
 * shape and with the security headers every answer carries.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = clientErrorBody(error.code);
    const text = JSON.stringify(body);
    const head = [
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode] ?? ''}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(text)}`,
      'cache-control: no-store',
      'connection: close',
      ...this.securityHeaders.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${text}`);
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses fails before any hook has run, so the security headers
 * are set here before the one error handler answers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of request.server.securityHeaders) reply.raw.setHeader(name, value);
  return handleError(error, request, reply);
}
