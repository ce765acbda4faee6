import { invalidInput } from '../src/errors.js';

/** Query parameters that would carry a credential; refusing them keeps secrets out of URLs and logs. */
const CREDENTIAL_PARAMS = new Set(['api_key', 'apikey', 'access_token', 'token', 'key', 'client_secret', 'authorization']);

export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAMS.has(name.toLowerCase());
}

/**
 * Reads a parsed query string into single values. A repeated parameter is ambiguous
 * (`limit=1&limit=2`) and is refused rather than guessed.
 */
export function singleValued(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (isCredentialParam(name)) {
      throw invalidInput(
        'credential_in_query',
        `Credentials are not accepted in the query string ("${name}")`,
        'Send the credential as Authorization: Bearer <token> and rotate it, since URLs are often logged.',
      );
    }
    if (typeof value !== 'string') {
      throw invalidInput('invalid_parameter', `query parameter "${name}" must be given once`, `Send "${name}" a single time.`);
    }
    out[name] = value;
  }
  return out;
}
