import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const newRequestId = (): string => `req_${crypto.randomUUID().replaceAll('-', '')}`;

/** Every response carries X-Request-Id; a caller's own id is kept when it is well-formed. */
export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get('x-request-id');
  const id = given && WELL_FORMED.test(given) ? given : newRequestId();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};
