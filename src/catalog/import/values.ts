import { BOARD_FORM_FACTORS, MEMORY_TYPES, PSU_FORM_FACTORS, SOCKETS, type BoardFormFactor, type MemoryType, type PsuFormFactor, type Socket } from '../types.js';

/** The open database's enum values in our spelling; anything else is null (not a guess). */

export function socketOf(raw: string | null): Socket | null {
  if (!raw) return null;
  const value = raw.replace(/^LGA\s+/, 'LGA').replace(/^LGA1151v2$/, 'LGA1151');
  return (SOCKETS as readonly string[]).includes(value) ? (value as Socket) : null;
}

export function memoryTypeOf(raw: string | null): MemoryType | null {
  return raw && (MEMORY_TYPES as readonly string[]).includes(raw) ? (raw as MemoryType) : null;
}

const BOARD_FORMS: Record<string, BoardFormFactor> = { 'Micro ATX': 'mATX', EATX: 'E-ATX', 'XL ATX': 'XL-ATX', 'Mini DTX': 'Mini-DTX' };

export function boardFormOf(raw: string | null): BoardFormFactor | null {
  if (!raw) return null;
  const value = BOARD_FORMS[raw] ?? raw;
  return (BOARD_FORM_FACTORS as readonly string[]).includes(value) ? (value as BoardFormFactor) : null;
}

export function psuFormOf(raw: string | null): PsuFormFactor | null {
  if (!raw) return null;
  // ATX/EPS units are ATX-sized; only their CPU cables differ.
  const value = raw === 'ATX/EPS' ? 'ATX' : raw;
  return (PSU_FORM_FACTORS as readonly string[]).includes(value) ? (value as PsuFormFactor) : null;
}

/** Known values of a list, or null when the record has no list (an empty list stays empty). */
export function listOf<T>(raw: readonly string[] | null, map: (value: string) => T | null): T[] | null {
  if (!raw) return null;
  return [...new Set(raw.map(map).filter((v): v is T => v !== null))];
}

/** `2000` → `2TB`, `1920` → `1.92TB`, `512` → `512GB`. */
export function capacityText(gb: number): string {
  if (gb >= 1000 && gb % 10 === 0) return `${gb / 1000}TB`;
  // A binary size (`1024GB`) is the same drive as the decimal one shops name (`1TB`).
  if (gb >= 1024 && gb % 1024 === 0) return `${gb / 1024}TB`;
  return `${gb}GB`;
}
