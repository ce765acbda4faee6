import { Sandbox } from './contract.js';
import type { RouteDoc } from './doc.js';
import { errorResponses } from './responses.js';
import type { Urls } from '../src/urls.js';

/** GET /sandbox — the read-only sandbox: the anonymous search is safe to probe. */
export function sandboxInfo(urls: Urls, paymentRequired: boolean) {
  return {
    schemaVersion: 1,
    mode: 'sandbox' as const,
    name: 'Read-only sandbox',
    description:
      'Every operation is read-only: nothing changes catalog data, builds or store accounts. The anonymous search endpoint is the safe probe; errors are structured and responses carry rate-limit headers.',
    baseUrl: urls.base,
    productionDataAccess: false as const,
    writesEnabled: false as const,
    paymentRequired,
    supportedOperations: [
      'getAgentApiInfo',
      'searchProducts',
      'listBuilds',
      'createBuildPlan',
      'getBuildPlanJob',
      'batchRead',
      'getSandboxInfo',
      'getProduct',
      'getOffers',
      'getPriceHistory',
      'compareProducts',
      'lookupProduct',
      'listDeals',
    ],
    recommendedProbe: urls.api('/search?q=rtx%204060&limit=1'),
    documentation: urls.api('/openapi.json'),
  };
}

export const sandboxDoc: RouteDoc = {
  method: 'get',
  path: '/sandbox',
  operationId: 'getSandboxInfo',
  tag: 'Service',
  summary: 'Describes the read-only sandbox',
  description: 'What is safe to probe: every operation is read-only, and the anonymous search is the recommended probe.',
  responses: { 200: { description: 'The sandbox', schema: Sandbox, example: 'sandbox' }, ...errorResponses([400, 401, 429, 503]) },
  paid: false,
};
