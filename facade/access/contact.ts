import { type Router } from 'express';
import { strictRouter } from '../../src/http/routing.js';
import { parseContactMessage } from '../../src/contact/messages.js';
import type { Logger } from '../../src/logger.js';
import { anonymousKey, createPolicyLimiter, type RejectHandler } from '../../src/ratelimit/limiter.js';
import type { RateLimitStoreFactory } from '../../src/ratelimit/store.js';
import { sendError } from '../errors.js';
import { jsonBody } from '../json-body.js';
import type { AccessServices } from './services.js';

/** Contact messages allowed per client IP and window — strict: this endpoint only asks for credentials. */
export const CONTACT_POLICY = { quota: 5, windowSeconds: 3600, text: '5;w=3600' };

/** POST /api/mail: a credential request to the operator; 202 with the stored message id. No credential needed or returned. */
export function createContactRouter(opts: { log: Logger; services: () => Promise<AccessServices>; reject: RejectHandler; stores?: RateLimitStoreFactory }): Router {
  const router = strictRouter();
  const limiter = createPolicyLimiter({ name: 'contact', policy: CONTACT_POLICY, key: (req) => anonymousKey(req), reject: opts.reject, anonymous: true, stores: opts.stores });

  router.post('/api/mail', limiter.middleware, jsonBody, async (req, res) => {
    const message = parseContactMessage(req.body);
    const { contact } = await opts.services();
    const id = await contact.store(message, req.ip ?? 'unknown');
    opts.log.info({ requestId: res.locals.requestId, messageId: id }, 'contact message received');
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(202)
      .type('application/json')
      .send(JSON.stringify({ schemaVersion: 1, status: 'received', id }));
  });
  router.all('/api/mail', (req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed on this path`, 'POST a JSON body {name, email, subject, message}.');
  });
  return router;
}
