/** Who is calling; credentials themselves never enter the context. */
export interface Principal {
  kind: 'anonymous' | 'api_key' | 'oauth_client';
  id: string;
}
