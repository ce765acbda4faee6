import crypto from 'node:crypto';
import { z } from 'zod';
import type { EmSource } from '../auth/state.js';
import { OWN_SECRET_PATTERN } from '../auth/hashing.js';
import { ContactMessageEntity } from './entity.js';
import { invalidInput } from '../errors.js';
import { parseWith } from '../validation.js';

/**
 * POST /api/mail: how a caller asks the operator for an API key or OAuth client. The message
 * is stored for the operator and nothing else happens — no credential is ever returned.
 * A message that carries a secret is refused (so no secret is ever stored or read by a human).
 */

const text = (min: number, max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => v.trim().length >= min, { message: `must have ${min} to ${max} characters` })
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { message: 'must not contain control characters' });

export const contactMessageSchema = z.strictObject({
  name: text(1, 100),
  email: z.email({ message: 'must be a valid e-mail address' }).max(254),
  subject: text(1, 200),
  message: text(1, 5000),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Things that look like credentials: our key/secret prefixes, JWT-looking tokens, bearer headers, secret assignments. */
const SECRET_PATTERNS: RegExp[] = [
  OWN_SECRET_PATTERN,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  /\bBearer\s+[A-Za-z0-9\-._~+/]{8,}=*/i,
  /\b(?:client_secret|api_key|apikey|access_token|password)\s*[:=]\s*\S{6,}/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\b0x[0-9a-fA-F]{64}\b/,
];

export function containsSecret(value: string): boolean {
  return SECRET_PATTERNS.some((p) => p.test(value));
}

export function parseContactMessage(body: unknown): ContactMessage {
  const message = parseWith(contactMessageSchema, body, 'body', 'invalid_message');
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (containsSecret(message[field])) {
      throw invalidInput(
        'secret_in_message',
        `The ${field} appears to contain a secret (an API key, client secret, access token or private key)`,
        'Remove the secret and send the request again; never share a credential. If a credential leaked, say so without quoting it and the operator will revoke it.',
      );
    }
  }
  return message;
}

export class ContactMessages {
  constructor(
    private readonly em: EmSource,
    /** Keys the IP hash, so stored addresses cannot be reversed by enumeration. */
    private readonly ipKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async store(message: ContactMessage, ip: string): Promise<string> {
    const id = `msg_${crypto.randomBytes(12).toString('hex')}`;
    await (
      await this.em()
    ).insert(ContactMessageEntity, {
      id,
      name: message.name.trim(),
      email: message.email,
      subject: message.subject.trim(),
      message: message.message,
      ipHash: crypto.createHmac('sha256', this.ipKey).update(ip).digest('hex'),
      createdAt: this.now().toISOString(),
    });
    return id;
  }
}
