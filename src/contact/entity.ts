import { EntitySchema } from '@mikro-orm/core';

/**
 * A message sent through the contact endpoint. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipHash: string;
  createdAt: string;
}

export const ContactMessageEntity = new EntitySchema<ContactMessageRow>({
  name: 'ContactMessage',
  tableName: 'contact_message',
  indexes: [{ name: 'contact_message_created_at_index', properties: ['createdAt'] }],
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    message: { type: 'text' },
    ipHash: { type: 'string', length: 64 },
    createdAt: { type: 'string', length: 32 },
  },
});
