import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './app.js';
import { openApiValidator } from './openapi.js';

export interface Suite {
  server: TestServer;
  api: Awaited<ReturnType<typeof openApiValidator>>;
}

/** One real server per test file, with the OpenAPI validator of its own document. */
export function useServer(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startTestServer(env);
    suite.api = await openApiValidator(suite.server.base);
  });
  afterAll(async () => suite.server?.close());
  return suite;
}
