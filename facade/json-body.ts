import express, { type RequestHandler } from 'express';
import { HttpError } from './errors.js';

const parseJson = express.json({ limit: '64kb', strict: true, type: () => true });

/**
 * JSON bodies only: another content type is a 415, a malformed or oversized body the
 * contract's 400 or 413 (mapped by the error handler from the parser's error type).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!req.is('application/json')) {
    next(new HttpError(415, 'unsupported_media_type', 'The request body must be application/json', 'Send Content-Type: application/json with a JSON body.'));
    return;
  }
  parseJson(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (req.body === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
      return next(new HttpError(400, 'invalid_json', 'The request body must be a JSON object', 'Send a JSON object as the body.'));
    }
    next();
  });
};
