import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs middleware one after the other as a single Express layer. Every layer of an Express
 * router costs a path match, a mount-path rewrite of req.url and, for a mounted router that
 * does not match, a trip through setImmediate; the fixed steps every request takes are
 * cheaper as one layer. Semantics are Express's: a step calls next() to go on, next(error)
 * (or throws, or returns a rejected promise) to hand the error to the app's error handlers,
 * or answers and stops.
 */
export function chain(...steps: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const step = steps[index++];
      if (step === undefined) return done();
      try {
        const result: unknown = step(req, res, next);
        if (result instanceof Promise) result.catch((reason: unknown) => done(reason ?? new Error('Rejected without a reason')));
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
