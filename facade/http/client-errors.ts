import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '../errors.js';
import { newRequestId } from '../request-id.js';
import type { Logger } from '../../src/logger.js';

/**
 * Requests Node refuses before Express sees them — headers over the size limit, a request
 * line or header that is not HTTP/1.1, a client too slow to send its headers — get the
 * contract's Error body instead of Node's empty answer, then the connection closes (the
 * parser cannot find where the next request would start).
 */

const REFUSALS: Record<string, [status: number, code: string, message: string, resolution: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are larger than the server accepts', 'Send fewer or shorter headers (at most 16 KB in all).'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request was not received in time', 'Send the complete request promptly.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'payload_too_large', 'The chunk extensions of the request body are too large', 'Send the body without chunk extensions.'],
};
const MALFORMED: [number, string, string, string] = [400, 'malformed_request', 'The request is not valid HTTP/1.1', 'Send a well-formed request line and headers.'];

/** The raw HTTP/1.1 response for a refused request. */
function clientErrorResponse(errorCode: string | undefined, requestId = newRequestId()): { status: number; text: string } {
  const [status, code, message, resolution] = REFUSALS[errorCode ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(code, message, resolution, requestId));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'Cache-Control: no-store',
    'Connection: close',
  ];
  return { status, text: `${head.join('\r\n')}\r\n\r\n${body}` };
}

export function answerClientErrors(server: Server, log: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this connection cannot be followed by another one.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight) {
      socket.destroy();
      return;
    }
    const { status, text } = clientErrorResponse(error.code);
    log.info({ status, code: error.code }, 'malformed request refused');
    socket.end(text);
  });
}
