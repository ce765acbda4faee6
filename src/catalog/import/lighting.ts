import { strings, type OpenDbRecord } from './opendb.js';

/** A lighting word in a record's name (`ARGB`, `A-RGB`, `D-RGB`, `ADD-RGB`, `RGB`, `ARGB Sync`). */
const LIT_NAME = /\b(?:A-?|D-?|ADD-?)?RGB\b/i;

/**
 * Whether a case, cooler or memory kit ships with RGB lighting, as the record states it: a
 * lighting word in its full name (which the catalog name may leave out, `iCUE 4000X … Black
 * RGB Tempered Glass`) or its `lighting` field (`ARGB`, `RGB`; `None` says it has none).
 * Null when the record says nothing either way.
 */
export function lightingOf(record: OpenDbRecord, rawName: string): boolean | null {
  const field = strings(record.data, 'lighting') ?? [];
  if (LIT_NAME.test(rawName) || field.some((v) => /^A?RGB$/i.test(v))) return true;
  return field.some((v) => /^none$/i.test(v)) ? false : null;
}
