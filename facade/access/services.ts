import { Authenticator } from '../../src/auth/authenticate.js';
import { CredentialStore } from '../../src/auth/credentials.js';
import { loadOrCreateStateSecret, type EmSource } from '../../src/auth/state.js';
import { TokenService } from '../../src/auth/tokens.js';
import { ContactMessages } from '../../src/contact/messages.js';
import type { Urls } from '../../src/urls.js';

/**
 * The database-backed services of the access layer, opened on first use (loading the pepper
 * and signing key) so anonymous traffic never touches the database. A failed open (database
 * unavailable: a 503 domain error) is retried on the next request.
 */
export interface AccessServices {
  credentials: CredentialStore;
  tokens: TokenService;
  authenticator: Authenticator;
  contact: ContactMessages;
}

export function resourceUrls(urls: Urls) {
  return {
    api: urls.base,
    mcp: `${urls.site}/mcp`,
    apiMetadata: `${urls.site}/.well-known/oauth-protected-resource/agent-api/v1`,
    mcpMetadata: `${urls.site}/.well-known/oauth-protected-resource/mcp`,
    tokenEndpoint: `${urls.site}/oauth/token`,
    contact: `${urls.site}/api/mail`,
  };
}

export function lazyServices(em: EmSource, urls: Urls): () => Promise<AccessServices> {
  let opening: Promise<AccessServices> | null = null;
  const r = resourceUrls(urls);
  const open = async (): Promise<AccessServices> => {
    const credentials = await CredentialStore.open(em);
    const tokens = await TokenService.open(em, { issuer: urls.site, audience: r.api, acceptedAudiences: [r.api, r.mcp] });
    const contact = new ContactMessages(em, await loadOrCreateStateSecret(em, 'contact-ip-hmac'));
    return { credentials, tokens, authenticator: new Authenticator(credentials, tokens), contact };
  };
  return () => {
    if (!opening) {
      opening = open();
      opening.catch(() => {
        opening = null;
      });
    }
    return opening;
  };
}
