import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const newRequestId = (): string => `req_${crypto.randomUUID().replaceAll('-', '')}`;

/** The caller's own X-Request-Id when it is well-formed, else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : newRequestId();
}

/** Every response carries X-Request-Id; a caller's own id is kept when it is well-formed. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdFor(req.headers['x-request-id']);
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};
