import { EntitySchema } from '@mikro-orm/core';

/**
 * Service-wide settings and secrets, one row per key. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

export interface StateRow {
  key: string;
  value: string;
}

export const StateEntity = new EntitySchema<StateRow>({
  name: 'State',
  tableName: 'service_state',
  properties: {
    key: { type: 'string', primary: true, length: 64 },
    value: { type: 'text' },
  },
});
