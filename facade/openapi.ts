import type { z } from 'zod';
import { USDC_BASE_SEPOLIA, X402_NETWORK } from '../src/payments/price.js';
import type { Urls } from '../src/urls.js';
import { OpenApiDocument } from './contract.js';
import { TAGS, type ExampleName, type ResponseDoc, type RouteDoc } from './doc.js';
import { examplesFor } from './examples.js';
import { alwaysSent, RESPONSE_HEADERS, responseHeaders, type ResponseHeader } from './headers.js';
import { componentId, componentSchemas, jsonSchemaOf, type JsonSchema } from './json-schema.js';
import { errorResponses } from './responses.js';
import { agentApiInfo } from './root.js';
import { sandboxInfo } from './sandbox.js';

/**
 * The OpenAPI 3.1 document, generated once at start from the route docs and the same zod
 * schemas the routes parse their input with. The response tests validate every real
 * response (body and headers) against it, and both Spectral and Redocly lint it clean.
 */

const SCHEMAS = '#/components/schemas/';

export const openApiDoc: RouteDoc = {
  method: 'get',
  path: '/openapi.json',
  operationId: 'getOpenApiDocument',
  tag: 'Service',
  summary: 'This OpenAPI 3.1 document',
  description: 'The machine-readable description of v1. Free, and answered whatever credential is sent.',
  responses: { 200: { description: 'The document', schema: OpenApiDocument }, ...errorResponses([400, 429, 503]) },
  paid: false,
};

function ref(schema: z.ZodType): JsonSchema {
  const id = componentId(schema);
  if (!id) throw new Error('A request or response body in the OpenAPI document needs a component id (.meta({ id }))');
  return { $ref: `${SCHEMAS}${id}` };
}

/** Parameters from a zod object, one per property; arrays are written comma-separated. */
function parameters(object: z.ZodObject | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!object) return [];
  const json = jsonSchemaOf(object) as { properties: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) => {
    const { description, examples, ...schema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      description,
      schema,
      ...(Array.isArray(examples) ? { example: examples[0] } : {}),
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
    };
  });
}

function headerObject(name: ResponseHeader, required: boolean): JsonSchema {
  const def = RESPONSE_HEADERS[name];
  return { description: def.description, required, schema: def.schema, example: def.example };
}

function response(status: number, doc: RouteDoc, res: ResponseDoc, examples: Examples): JsonSchema {
  const headers = Object.fromEntries(
    responseHeaders(status, doc, res.headers).map(({ name, required }) => [name, required === alwaysSent(name) ? { $ref: `#/components/headers/${name}` } : headerObject(name, required)]),
  );
  const example = res.example === undefined ? undefined : typeof res.example === 'string' ? examples[res.example] : res.example.value;
  return {
    description: res.description,
    headers,
    ...(res.schema
      ? {
          content: {
            'application/json': { schema: ref(res.schema), ...(example === undefined ? {} : { example }) },
            ...Object.fromEntries((res.alternates ?? []).map((alt) => [alt.type, { schema: { type: 'string', description: alt.description }, example: examples[alt.example] }])),
          },
        }
      : {}),
  };
}

function operation(doc: RouteDoc, examples: Examples): JsonSchema {
  return {
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary,
    description: doc.description,
    parameters: [
      ...parameters(doc.params, 'path'),
      ...parameters(doc.query, 'query'),
      ...parameters(doc.headers, 'header'),
      { $ref: '#/components/parameters/RequestId' },
      ...(doc.paid ? [{ $ref: '#/components/parameters/PaymentSignature' }] : []),
    ],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            description: 'JSON, at most 64 KB after decompression (gzip, deflate and br are read)',
            content: { 'application/json': { schema: ref(doc.body.schema), example: examples[doc.body.example] } },
          },
        }
      : {}),
    responses: Object.fromEntries(Object.entries(doc.responses).map(([status, res]) => [status, response(Number(status), doc, res, examples)])),
    ...(doc.paid
      ? {
          'x-payment': {
            protocol: 'x402',
            version: 2,
            scheme: 'exact',
            network: X402_NETWORK,
            asset: USDC_BASE_SEPOLIA,
            price: doc.paid === 'operation' ? '$0.01 per operation' : '$0.01',
            currency: 'USD',
            appliesTo: 'anonymous callers, while payments are on',
          },
        }
      : {}),
  };
}

type Examples = Record<ExampleName, unknown>;

export function buildOpenApi(urls: Urls, docs: RouteDoc[]) {
  const examples: Examples = { ...examplesFor(urls), agentApiInfo: agentApiInfo(urls), sandbox: sandboxInfo(urls, false) };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const doc of docs) (paths[doc.path] ??= {})[doc.method] = operation(doc, examples);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kosovo PC hardware search and price comparison',
      version: 'v1',
      summary: 'Read-only search and price comparison for PC hardware sold by participating stores in Kosovo (EUR)',
      description: [
        'Read-only search and price comparison for PC hardware across participating stores in Kosovo (XK); prices in EUR.',
        'Every answer comes from the latest published catalog release: prices and stock are snapshots that can change at the retailer, and a missing price is null, never estimated. Cite `serviceUrl` (Albanian) or `englishUrl` (English) with a price.',
        'Access is anonymous and rate limited by default; an operator-issued API key or an OAuth 2.0 client-credentials token (scope `catalog.read`) raises the limit. Request one with a JSON POST to `/api/mail`.',
        'Every error except 402 is the `Error` body with a stable `error.code`, a `resolution` and the request id.',
      ].join('\n\n'),
      contact: { name: 'Service operator', url: `${urls.site}/en` },
      license: { name: 'ODC-By-1.0', identifier: 'ODC-By-1.0' },
    },
    servers: [{ url: urls.base, description: 'This service' }],
    security: [{}, { bearerApiKey: [] }, { oauth2ClientCredentials: ['catalog.read'] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas(SCHEMAS),
      headers: Object.fromEntries(Object.keys(RESPONSE_HEADERS).map((name) => [name, headerObject(name as ResponseHeader, alwaysSent(name as ResponseHeader))])),
      parameters: {
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description: 'Your own id for this request, kept in X-Request-Id and error.requestId when well-formed (otherwise the service assigns one)',
          schema: RESPONSE_HEADERS['X-Request-Id'].schema,
          example: 'agent-7f3a9c21-0001',
        },
        PaymentSignature: {
          name: 'PAYMENT-SIGNATURE',
          in: 'header',
          required: false,
          description: 'x402 v2 payment for this request (standard base64 of the signed payment payload), answering a PAYMENT-REQUIRED challenge',
          schema: { type: 'string', pattern: '^[A-Za-z0-9+/]+={0,2}$' },
          example: 'eyJ4NDAyVmVyc2lvbiI6Mn0=',
        },
      },
      securitySchemes: {
        bearerApiKey: { type: 'http', scheme: 'bearer', description: 'Operator-issued API key: `Authorization: Bearer <API_KEY>`. Never in a URL.' },
        oauth2ClientCredentials: {
          type: 'oauth2',
          description: 'OAuth 2.0 client credentials; the access token is sent as `Authorization: Bearer <token>`.',
          flows: { clientCredentials: { tokenUrl: `${urls.site}/oauth/token`, scopes: { 'catalog.read': 'Read the catalog' } } },
        },
      },
    },
  };
}
