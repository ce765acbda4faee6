import type { Request, RequestHandler, Response } from 'express';
import type { FacilitatorClient, RoutesConfig } from '@x402/core/server';
import type { Config } from '../config.js';
import type { EmSource } from '../auth/state.js';
import type { Logger } from '../logger.js';
import { PAID_ROUTES, priceOf, X402_NETWORK } from './price.js';

/**
 * The x402 payment gate for anonymous calls to the paid REST routes, built on the SDK:
 * `x402ResourceServer` + `ExactEvmScheme` build the requirements ($0.01 → "10000" USDC on
 * eip155:84532, extra {name:"USDC", version:"2"}), `@x402/express` answers 402 with the v2
 * PAYMENT-REQUIRED header, buffers the handler's response and only releases it after the
 * payment settled (a failed settlement answers 402 instead, so nothing is half-served; a
 * handler answering >= 400 is never settled). Verification goes to X402_FACILITATOR_URL, or
 * to the built-in offline verifier when it says `offline` (development only: no funds move);
 * both share the used-nonce table.
 *
 * The gate is created lazily (first paid request), so no facilitator is contacted at startup,
 * and the SDK (with viem) is loaded only then: a service with payments off never loads it.
 */

export interface PaymentGateOptions {
  config: Config;
  log: Logger;
  em: EmSource;
  /** Replaces the facilitator (tests); the nonce guard is still applied. */
  facilitator?: FacilitatorClient;
  now?: () => Date;
}

export class PaymentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment service is unavailable', { cause });
    this.name = 'PaymentUnavailableError';
  }
}

/** Is this request's principal exempt (any credential) — credentialed callers are never charged. */
const isAnonymous = (res: Response) => ((res.locals.principal as { kind?: string } | undefined)?.kind ?? 'anonymous') === 'anonymous';

/**
 * A PAYMENT-SIGNATURE that is not a base64 JSON object carries no payment: it is removed, so the caller
 * gets the plain challenge (402) and the SDK does not print a stack trace for it.
 */
function dropUndecodablePayment(req: Request, log: Logger, decode: (header: string) => unknown): void {
  const header = req.headers['payment-signature'];
  if (header === undefined) return;
  try {
    const decoded: unknown = typeof header === 'string' ? decode(header) : null;
    if (decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded)) return;
  } catch {
    // refused below
  }
  delete req.headers['payment-signature'];
  log.info({ requestId: req.res?.locals.requestId }, 'undecodable PAYMENT-SIGNATURE ignored');
}

export function createPaymentGate(opts: PaymentGateOptions): RequestHandler {
  const { config } = opts;
  const { payTo, facilitatorUrl } = config.x402;
  // loadConfig requires both whenever payments are enabled.
  if (!config.x402.enabled || !payTo || !facilitatorUrl) return (_req, _res, next) => next();
  if (facilitatorUrl === 'offline' && !opts.facilitator) {
    opts.log.warn(
      { production: config.env === 'production' },
      'x402 payments are verified OFFLINE (X402_FACILITATOR_URL=offline): signatures are checked but no funds move and balances are not seen; for development only',
    );
  }

  interface Gate {
    middleware: RequestHandler;
    decode: (header: string) => unknown;
  }
  let ready: Promise<Gate> | null = null;

  const build = async (): Promise<Gate> => {
    const [
      { decodePaymentSignatureHeader },
      { paymentMiddlewareFromHTTPServer },
      { HTTPFacilitatorClient, x402HTTPResourceServer, x402ResourceServer },
      { ExactEvmScheme },
      { NonceGuard, OfflineFacilitator },
      { UsedNonceStore },
    ] = await Promise.all([
      import('@x402/core/http'),
      import('@x402/express'),
      import('@x402/core/server'),
      import('@x402/evm/exact/server'),
      import('./facilitator.js'),
      import('./nonces.js'),
    ]);
    const nonces = new UsedNonceStore(opts.em, opts.now);
    const facilitator: FacilitatorClient = opts.facilitator
      ? new NonceGuard(opts.facilitator, nonces, opts.now)
      : facilitatorUrl === 'offline'
        ? new OfflineFacilitator(nonces, opts.now)
        : new NonceGuard(new HTTPFacilitatorClient({ url: facilitatorUrl }), nonces, opts.now);
    const resourceServer = new x402ResourceServer(facilitator).register(X402_NETWORK, new ExactEvmScheme());
    const routes: RoutesConfig = Object.fromEntries(
      PAID_ROUTES.map((route) => [
        `${route.method} ${route.path}`,
        {
          accepts: {
            scheme: 'exact',
            network: X402_NETWORK,
            payTo,
            // Dynamic so a batch is priced per operation; the gate only runs when priceOf() is non-null.
            price: (context: { adapter: { getMethod(): string; getPath(): string; getBody?(): unknown } }) =>
              (priceOf(context.adapter.getMethod(), context.adapter.getPath(), context.adapter.getBody?.()) ?? { usd: '$0.01' }).usd,
            maxTimeoutSeconds: 300,
          },
          description: route.description,
          mimeType: 'application/json',
        },
      ]),
    );
    const httpServer = new x402HTTPResourceServer(resourceServer, routes);
    // Initialise here (getSupported) instead of letting the middleware do it at creation:
    // a startup failure then becomes a 503 on paid routes, never a crashed process.
    await httpServer.initialize();
    return { middleware: paymentMiddlewareFromHTTPServer(httpServer, undefined, undefined, false), decode: decodePaymentSignatureHeader };
  };

  return (req: Request, res: Response, next) => {
    if (!isAnonymous(res) || !priceOf(req.method, req.path, req.body)) return next();
    if (!ready) {
      ready = build();
      ready.catch((error: unknown) => {
        opts.log.error({ err: error }, 'x402 payment gate failed to initialise');
        ready = null;
      });
    }
    ready.then(
      (gate) => {
        dropUndecodablePayment(req, opts.log, gate.decode);
        gate.middleware(req, res, next);
      },
      (error: unknown) => next(new PaymentUnavailableError(error)),
    );
  };
}
