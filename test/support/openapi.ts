import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonResponse } from './http.js';

type Schema = Record<string, any>;
interface HeaderDoc {
  required?: boolean;
  schema: Schema;
}
interface ResponseDoc {
  headers?: Record<string, HeaderDoc>;
  content?: Record<string, { schema: Schema }>;
}
type Doc = { paths: Record<string, Record<string, { responses: Record<string, ResponseDoc> }>> };

/**
 * Headers of HTTP itself, CORS and the security middleware: not part of the API's
 * description. Every other header a response carries must be declared for it.
 */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'cache-control',
  'pragma',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** A header's text as the value its schema describes (simple style: numbers in decimal). */
function headerValue(text: string, schema: Schema): unknown {
  return (schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * Validates responses against the service's own OpenAPI document — the body, every header
 * it declares (present when required, value within its schema) and no header it does not
 * declare — so a response that drifts from the published contract fails the test that
 * received it.
 */
export async function openApiValidator(base: string) {
  const raw = (await (await fetch(`${base}/openapi.json`)).json()) as object;
  await SwaggerParser.validate(structuredClone(raw) as never);
  const doc = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as Doc;
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const cache = new Map<Schema, ReturnType<typeof ajv.compile>>();
  const validate = (schema: Schema, value: unknown, what: string) => {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(schema);
      cache.set(schema, fn);
    }
    if (!fn(value)) throw new Error(`${what} does not match OpenAPI: ${ajv.errorsText(fn.errors)}`);
  };

  function responseDoc(method: string, pathTemplate: string, status: number): ResponseDoc {
    const operation = doc.paths[pathTemplate]?.[method.toLowerCase()];
    if (!operation) throw new Error(`OpenAPI has no ${method} ${pathTemplate}`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`OpenAPI has no ${status} response for ${method} ${pathTemplate}`);
    return response;
  }

  function checkHeaders(key: string, response: ResponseDoc, headers: Headers): void {
    const declared = new Map(Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]));
    for (const [name, header] of declared) {
      const text = headers.get(name);
      if (text === null) {
        if (header.required) throw new Error(`${key}: required header ${name} is missing`);
        continue;
      }
      validate(header.schema, headerValue(text, header.schema), `${key}: header ${name} (${text})`);
    }
    for (const name of headers.keys()) {
      if (!declared.has(name) && !TRANSPORT_HEADERS.has(name) && !name.startsWith('access-control-')) {
        throw new Error(`${key}: header ${name} is sent but not declared`);
      }
    }
  }

  return {
    doc: raw,
    /** Throws when `body` (and `headers`, when given) do not match the documented response. */
    check(method: string, pathTemplate: string, status: number, body: unknown, headers?: Headers): void {
      const key = `${method} ${pathTemplate} ${status}`;
      const response = responseDoc(method, pathTemplate, status);
      const schema = response.content?.['application/json']?.schema;
      if (schema) validate(schema, body, key);
      else if (body !== undefined) throw new Error(`${key}: the response has a body the document does not describe`);
      if (headers) checkHeaders(key, response, headers);
    },
    /** Checks a whole response: its status is documented, and its body and headers match. */
    checkResponse(method: string, pathTemplate: string, res: JsonResponse): void {
      this.check(method, pathTemplate, res.status, res.body, res.headers);
    },
  };
}
