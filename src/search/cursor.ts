/**
 * Opaque pagination cursors: base64url of a fixed 25-byte payload plus its HMAC-SHA256.
 *
 *   version (1) | offset (uint32 BE, 4) | release hash (8) | binding hash (12) | HMAC (32)
 *
 * The payload stores hashes rather than the query text so the cursor stays short (76
 * characters, far below the 512 limit) whatever q is. The HMAC makes it tamper-evident;
 * the two hashes let the server tell a cursor from an older release (`cursor_expired`)
 * from one reused with other parameters (`cursor_mismatch`). Paging is by offset into the
 * deterministic result order of one release, so `limit` may change from page to page.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { invalidInput } from '../errors.js';

export const CURSOR_MAX_LENGTH = 512;
const VERSION = 1;
const PAYLOAD_BYTES = 1 + 4 + 8 + 12;
const MAC_BYTES = 32;

/** What a cursor is bound to: the request parameters as given, and the catalog release. */
export interface CursorBinding {
  q: string;
  category: string | null;
  sort: string | null;
  inStockOnly: boolean;
  /** The explicit filters and compatibleWith as given, serialized; null when none (older cursors hash without it). */
  filters: string | null;
  releaseId: string;
}

/** What a cursor of another listing (e.g. GET /deals) is bound to: the listing's name, its parameters in order, and the release. */
export interface ListBinding {
  list: string;
  params: readonly (string | number | boolean | null)[];
  /** The parameters' names, for the message of a cursor reused with others. */
  paramNames: string;
  releaseId: string;
}

function digest(text: string, bytes: number): Buffer {
  return createHash('sha256').update(text, 'utf8').digest().subarray(0, bytes);
}

function bindingHash(b: CursorBinding | ListBinding): Buffer {
  if ('list' in b) return digest(JSON.stringify([b.list, ...b.params]), 12);
  // JSON keeps the fields apart: no choice of q can imitate another category or sort
  const fields = ['search', b.q, b.category, b.sort, b.inStockOnly, ...(b.filters === null ? [] : [b.filters])];
  return digest(JSON.stringify(fields), 12);
}

function mac(key: Buffer, payload: Buffer): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function encodeCursor(offset: number, binding: CursorBinding | ListBinding, key: Buffer): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt32BE(offset, 1);
  digest(binding.releaseId, 8).copy(payload, 5);
  bindingHash(binding).copy(payload, 13);
  return Buffer.concat([payload, mac(key, payload)]).toString('base64url');
}

const invalid = () =>
  invalidInput('invalid_cursor', 'The cursor is not one this service issued, or it was altered', 'Use nextCursor exactly as returned, or restart the search without a cursor');

/** Returns the offset a cursor points at, or throws the matching invalid_input error. */
export function decodeCursor(cursor: string, binding: CursorBinding | ListBinding, key: Buffer): number {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  const raw = Buffer.from(cursor, 'base64url');
  if (raw.length !== PAYLOAD_BYTES + MAC_BYTES || raw.toString('base64url') !== cursor) throw invalid();
  const payload = raw.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(raw.subarray(PAYLOAD_BYTES), mac(key, payload)) || payload.readUInt8(0) !== VERSION) throw invalid();
  if (!payload.subarray(5, 13).equals(digest(binding.releaseId, 8))) {
    throw invalidInput('cursor_expired', 'The cursor belongs to an older catalog release', 'Restart the search without a cursor');
  }
  if (!payload.subarray(13, 25).equals(bindingHash(binding))) {
    throw invalidInput(
      'cursor_mismatch',
      `The cursor was issued for a different ${'list' in binding ? binding.paramNames : 'q, category, sort, inStockOnly, filters or compatibleWith'}`,
      'Repeat the original parameters with this cursor, or restart the search without a cursor',
    );
  }
  return payload.readUInt32BE(1);
}
