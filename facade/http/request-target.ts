import type { RequestHandler } from 'express';
import { HttpError } from '../errors.js';

/**
 * Refuses request targets that name no resource before any router or access check reads
 * them: a path with an empty segment (`//`) or a trailing slash — Express mounts ignore
 * both, so they would otherwise reach a handler under a spelling no check expects — and a
 * path or query string that is not valid percent-encoded UTF-8, which the routers would
 * fail to decode. `rootsWithSlash` lists the paths whose trailing slash is their usual
 * spelling (the API root, `{base_url}/`).
 */

/** Whether every %XX escape in `text` is well formed and they spell valid UTF-8. */
export function isPercentEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const notFound = (message: string) => new HttpError(404, 'route_not_found', message, 'Use the URLs the API hands out, spelled exactly: lower case, no doubled or trailing slashes.');

/** What is wrong with a request target (its path, and its query string without the `?` or null), or null when nothing is. */
export function targetProblem(path: string, query: string | null, rootsWithSlash: ReadonlySet<string>): HttpError | null {
  if (path.includes('//') || (path.length > 1 && path.endsWith('/') && !rootsWithSlash.has(path))) {
    return notFound(`No resource at ${path.slice(0, 200)}: the path has an empty segment or a trailing slash`);
  }
  if (!isPercentEncoded(path)) return notFound('The path is not correctly percent-encoded, so it names no resource');
  if (query !== null && !isPercentEncoded(query.replace(/\+/g, ' '))) {
    return new HttpError(
      400,
      'invalid_parameter',
      'The query string is not correctly percent-encoded',
      'Encode reserved and non-ASCII characters as UTF-8 percent escapes (%XX with two hex digits).',
    );
  }
  return null;
}

export function checkRequestTarget(rootsWithSlash: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    const q = req.originalUrl.indexOf('?');
    const problem = targetProblem(req.path, q === -1 ? null : req.originalUrl.slice(q + 1), rootsWithSlash);
    next(problem ?? undefined);
  };
}
