/**
 * Typed domain errors. Each front door (REST facade, GraphQL, MCP) maps them to its own
 * wire form in one place; `code` is the stable, documented identifier callers match on.
 */
export type ErrorKind = 'invalid_input' | 'not_found' | 'conflict' | 'unprocessable' | 'unauthorized' | 'rate_limited' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly resolution: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (code: string, message: string, resolution: string) => new DomainError('invalid_input', code, message, resolution);

export const notFound = (code: string, message: string, resolution: string) => new DomainError('not_found', code, message, resolution);

export const unavailable = (code: string, message: string, resolution: string) => new DomainError('unavailable', code, message, resolution);
