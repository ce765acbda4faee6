import type { GraphQLSchema } from 'graphql';
import { ErrorCode, McpError, type Resource, type ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { CATEGORY_LABELS } from '../../src/catalog/labels.js';
import { coverageNote, freshnessNote } from '../../src/catalog/notes.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { specSchemas } from '../../src/catalog/specs.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { DomainError } from '../../src/errors.js';
import { CITY_ALIASES } from '../../src/search/lexicon.js';
import type { Context } from '../../schema/context.js';
import { listBuilds } from '../builds.js';
import { getProduct } from '../products.js';
import { compileRead, readVariables, runRead } from '../read-endpoint.js';
import { jsonSchemaOf, type JsonSchema } from '../json-schema.js';

/**
 * What agents read often, as MCP resources: the categories with the spec keys their
 * products carry, the stores and their cities, the current release, the curated builds,
 * and any product by id. Products and builds are the same bodies as their REST reads and
 * cost what those cost; the catalog's own description is free.
 */

const JSON_TYPE = 'application/json';
/** MCP's "resource not found" error code. */
const RESOURCE_NOT_FOUND = -32002;

export const RESOURCES: Resource[] = [
  {
    uri: 'catalog://categories',
    name: 'categories',
    title: 'Categories and their spec keys',
    description:
      'The eight part categories (the category values of search_products), their names and product counts, and the spec keys each product of a category carries, with their types and allowed values.',
    mimeType: JSON_TYPE,
  },
  {
    uri: 'catalog://stores',
    name: 'stores',
    title: 'Participating stores and their cities',
    description: 'Every participating store (id, name, city, website, offer counts) and every city with its stores and the spellings search_products understands for it.',
    mimeType: JSON_TYPE,
  },
  {
    uri: 'catalog://release',
    name: 'release',
    title: 'The current catalog release',
    description:
      'The release every answer comes from: id, when it was generated and published, whether it is served from the fallback copy, its coverage and freshness notes, and its counts.',
    mimeType: JSON_TYPE,
  },
  {
    uri: 'catalog://builds',
    name: 'builds',
    title: 'Curated complete builds',
    description: 'The curated builds with live part prices (the list_builds body). Costs one rate-limit unit, like GET /builds.',
    mimeType: JSON_TYPE,
  },
];

export const RESOURCE_TEMPLATES: ResourceTemplate[] = [
  {
    uriTemplate: 'catalog://products/{id}',
    name: 'product',
    title: 'A product with its offers',
    description: 'One product by id with every store offer (the get_product body). Costs one rate-limit unit, like GET /products/{id}.',
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: 'catalog://builds/{id}',
    name: 'build',
    title: 'One curated build',
    description: 'One curated build by id (from catalog://builds) with live part prices. Costs one rate-limit unit, like GET /builds.',
    mimeType: JSON_TYPE,
  },
];

const PRODUCT_URI = /^catalog:\/\/products\/([^/]+)$/;
const BUILD_URI = /^catalog:\/\/builds\/([^/]+)$/;

/** Rate-limit units a read of `uri` costs: one for the twins of paid REST reads, none for the catalog's description. */
export function resourceCost(uri: string): number {
  return uri === 'catalog://builds' || PRODUCT_URI.test(uri) || BUILD_URI.test(uri) ? 1 : 0;
}

interface SpecKey {
  key: string;
  type: string;
  nullable?: true;
  values?: unknown[];
}

/** A spec value's JSON Schema, summed up as a type and, for closed sets, its values. */
function specKey(key: string, schema: JsonSchema): SpecKey {
  const options = (schema.anyOf as JsonSchema[] | undefined) ?? [schema];
  const value = options.find((o) => o.type !== 'null') ?? schema;
  const types = Array.isArray(value.type) ? (value.type as string[]) : [value.type as string];
  const nullable = options.some((o) => o.type === 'null') || types.includes('null');
  const items = value.items as JsonSchema | undefined;
  const values = (value.enum ?? items?.enum) as unknown[] | undefined;
  return { key, type: types.find((t) => t !== 'null') ?? 'string', ...(nullable ? { nullable: true } : {}), ...(values ? { values } : {}) };
}

function categoriesBody(model: ReadModel) {
  return {
    schemaVersion: 1,
    releaseId: model.release.id,
    categories: CATEGORIES.map((category) => {
      const properties = (jsonSchemaOf(specSchemas[category] as z.ZodObject).properties ?? {}) as Record<string, JsonSchema>;
      return {
        category,
        slug: CATEGORY_SLUGS[category],
        name: CATEGORY_LABELS[category],
        productCount: model.productsByCategory.get(category)?.length ?? 0,
        specKeys: Object.entries(properties).map(([key, schema]) => specKey(key, schema)),
      };
    }),
  };
}

function storesBody(model: ReadModel) {
  const offers = [...model.offersByProduct.values()].flat();
  const stores = model.stores.map((store) => {
    const own = offers.filter((o) => o.storeId === store.id);
    return { ...store, offerCount: own.length, inStockOfferCount: own.filter((o) => o.availability === 'in_stock').length };
  });
  const cities = [...new Set(model.stores.map((s) => s.city))].sort().map((city) => ({
    city,
    storeIds: model.stores.filter((s) => s.city === city).map((s) => s.id),
    searchSpellings: [...CITY_ALIASES].filter(([, canonical]) => canonical === city).map(([spelling]) => spelling),
  }));
  return { schemaVersion: 1, releaseId: model.release.id, stores, cities };
}

function releaseBody(model: ReadModel) {
  const offers = [...model.offersByProduct.values()].flat();
  return {
    schemaVersion: 1,
    id: model.release.id,
    generatedAt: model.release.generatedAt,
    publishedAt: model.release.publishedAt,
    degraded: model.degraded,
    freshnessNote: freshnessNote(model),
    coverageNote: coverageNote(model),
    counts: {
      products: model.products.length,
      productsByCategory: Object.fromEntries(CATEGORIES.map((c) => [c, model.productsByCategory.get(c)?.length ?? 0])),
      offers: offers.length,
      inStockOffers: offers.filter((o) => o.availability === 'in_stock').length,
      pricedOffers: offers.filter((o) => o.price !== null).length,
      stores: model.stores.length,
      builds: model.builds.length,
    },
  };
}

const notFound = (uri: string, why: string) => new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.slice(0, 200)} (${why})`, { uri });

/** The catalog's description, computed once per release (a release never changes). */
const DESCRIPTIONS: Record<string, (model: ReadModel) => object> = {
  'catalog://categories': categoriesBody,
  'catalog://stores': storesBody,
  'catalog://release': releaseBody,
};
const described = new WeakMap<ReadModel, Map<string, object>>();

function description(uri: string, model: ReadModel): object {
  let bodies = described.get(model);
  if (!bodies) described.set(model, (bodies = new Map()));
  let body = bodies.get(uri);
  if (!body) bodies.set(uri, (body = DESCRIPTIONS[uri](model)));
  return body;
}

export function createResourceReader(schema: GraphQLSchema) {
  const product = compileRead(schema, getProduct);
  const builds = compileRead(schema, listBuilds);

  async function body(uri: string, context: () => Context): Promise<object> {
    if (uri in DESCRIPTIONS) return description(uri, context().model);
    if (uri === 'catalog://builds') return runRead(schema, builds, {}, context());
    const productId = PRODUCT_URI.exec(uri)?.[1];
    if (productId !== undefined) {
      if (!/^[1-9][0-9]*$/.test(productId)) throw notFound(uri, 'product ids are integers >= 1');
      return runRead(schema, product, readVariables(getProduct, { id: Number(productId) }, 'id'), context());
    }
    const buildId = BUILD_URI.exec(uri)?.[1];
    if (buildId !== undefined) {
      const all = (await runRead(schema, builds, {}, context())) as { catalog: unknown; builds: { id: string }[] };
      const build = all.builds.find((b) => encodeURIComponent(b.id) === buildId);
      if (!build) throw notFound(uri, 'no curated build with that id; see catalog://builds');
      return { schemaVersion: 1, catalog: all.catalog, build };
    }
    throw notFound(uri, 'see resources/list and resources/templates/list');
  }

  /** resources/read: the JSON text of a resource, or a protocol error naming why not. */
  return async function read(uri: string, context: () => Context) {
    try {
      return { contents: [{ uri, mimeType: JSON_TYPE, text: JSON.stringify(await body(uri, context)) }] };
    } catch (error) {
      if (error instanceof DomainError) {
        throw error.kind === 'not_found'
          ? notFound(uri, error.message)
          : new McpError(error.kind === 'invalid_input' ? ErrorCode.InvalidParams : ErrorCode.InternalError, `${error.code}: ${error.message} ${error.resolution}`);
      }
      throw error;
    }
  };
}
