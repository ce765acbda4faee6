import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };

/**
 * Validates response bodies against the service's own OpenAPI document, so a body that
 * drifts from the published contract fails the test that received it.
 */
export async function openApiValidator(base: string) {
  const raw = (await (await fetch(`${base}/openapi.json`)).json()) as object;
  await SwaggerParser.validate(structuredClone(raw) as never);
  const doc = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as Doc;
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  return {
    doc: raw,
    /** Throws with the validation errors when `body` does not match the documented response. */
    check(method: string, pathTemplate: string, status: number, body: unknown): void {
      const operation = doc.paths[pathTemplate]?.[method.toLowerCase()];
      if (!operation) throw new Error(`OpenAPI has no ${method} ${pathTemplate}`);
      const response = operation.responses[String(status)];
      if (!response) throw new Error(`OpenAPI has no ${status} response for ${method} ${pathTemplate}`);
      const schema = response.content?.['application/json']?.schema;
      if (!schema) return;
      const key = `${method} ${pathTemplate} ${status}`;
      let validate = cache.get(key);
      if (!validate) {
        validate = ajv.compile(schema);
        cache.set(key, validate);
      }
      if (!validate(body)) throw new Error(`${key} does not match OpenAPI: ${ajv.errorsText(validate.errors)}`);
    },
  };
}
