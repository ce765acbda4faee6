import fs from 'node:fs';
import path from 'node:path';
import type { Category } from '../types.js';

/**
 * Reads a checkout of the open parts database (buildcores/buildcores-open-db): one JSON
 * file per part under `open-db/<Category>/`, described by `schemas/<Category>.schema.json`.
 * Records are kept as parsed JSON and read through the small accessors below, because
 * every field of every schema may be missing or null.
 */

/** Our category for each open-db folder we import. */
export const OPENDB_FOLDERS: Record<Category, string> = {
  CPU: 'CPU',
  GPU: 'GPU',
  MOTHERBOARD: 'Motherboard',
  RAM: 'RAM',
  STORAGE: 'Storage',
  PSU: 'PSU',
  CASE: 'PCCase',
  COOLING: 'CPUCooler',
};

export type Json = Record<string, unknown>;

export interface OpenDbRecord {
  category: Category;
  opendbId: string;
  /** `open-db/<folder>/<file>` inside the checkout, for messages. */
  file: string;
  data: Json;
}

export class OpenDbError extends Error {}

export function readOpenDb(dir: string, categories: readonly Category[]): OpenDbRecord[] {
  const root = path.join(dir, 'open-db');
  if (!fs.existsSync(root)) throw new OpenDbError(`${dir} has no open-db/ folder; pass the root of an open-db checkout`);
  const records: OpenDbRecord[] = [];
  for (const category of categories) {
    const folder = OPENDB_FOLDERS[category];
    const files = fs
      .readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const name of files) {
      const file = `open-db/${folder}/${name}`;
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(path.join(root, folder, name), 'utf8'));
      } catch (error) {
        throw new OpenDbError(`${file}: not valid JSON (${(error as Error).message})`);
      }
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new OpenDbError(`${file}: not a JSON object`);
      const id = (data as Json).opendb_id;
      records.push({ category, opendbId: typeof id === 'string' && id ? id : name.replace(/\.json$/, ''), file, data: data as Json });
    }
  }
  return records;
}

/** The value at a dotted path, or undefined. */
export function at(data: Json, dotted: string): unknown {
  let value: unknown = data;
  for (const key of dotted.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Json)[key];
  }
  return value;
}

export function num(data: Json, dotted: string): number | null {
  const value = at(data, dotted);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A positive number, else null: the database writes 0 for "unknown" in many numeric fields. */
export function positive(data: Json, dotted: string): number | null {
  const value = num(data, dotted);
  return value !== null && value > 0 ? value : null;
}

export function str(data: Json, dotted: string): string | null {
  const value = at(data, dotted);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function bool(data: Json, dotted: string): boolean | null {
  const value = at(data, dotted);
  return typeof value === 'boolean' ? value : null;
}

export function strings(data: Json, dotted: string): string[] | null {
  const value = at(data, dotted);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}

/** A launch year the record states, when it is a plausible one (the data has typos such as 20117). */
export function releaseYear(data: Json): number | null {
  const year = num(data, 'metadata.releaseYear');
  return year !== null && Number.isInteger(year) && year >= 1995 && year <= 2030 ? year : null;
}
