import type { Request, RequestHandler, Response } from 'express';

/**
 * Headers that do not depend on the request (helmet's security headers, the API's CORS
 * headers for simple requests), computed once by running the configured middleware against
 * a recording response, then set with one loop per request. The middleware's options stay
 * the single source of the values; only the per-request work is gone.
 */

export type HeaderFields = readonly (readonly [string, string])[];

export function recordHeaders(middleware: RequestHandler, method = 'GET'): HeaderFields {
  const fields = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number) {
      fields.set(name, String(value));
      return res;
    },
    getHeader: (name: string) => [...fields].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
    removeHeader(name: string) {
      for (const key of fields.keys()) if (key.toLowerCase() === name.toLowerCase()) fields.delete(key);
    },
  };
  const req = { method, headers: {}, url: '/' };
  let passed = false;
  void middleware(req as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error('The middleware whose headers were recorded did not hand the request on synchronously');
  return [...fields];
}

/** Sets the fields on every response. */
export function fixedHeaders(fields: HeaderFields): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of fields) res.setHeader(name, value);
    next();
  };
}

/** The fields as writeHead's flat list (name, value, name, value, …). */
export function flatFields(fields: HeaderFields): string[] {
  return fields.flatMap(([name, value]) => [name, value]);
}
