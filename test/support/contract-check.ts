import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { built, type BodyNode } from '../../facade/body-map.js';
import type { JsonSchema } from '../../facade/json-schema.js';

/**
 * Holds a body, as an endpoint declares it from its GraphQL selection (facade/body-map.ts),
 * to the contract's JSON Schema (the zod schema the OpenAPI document names) and to real bodies.
 */

/** The nodes of every root field a document selects, with their types and nullability from the schema. */
export function selectionNodes(schema: GraphQLSchema, document: DocumentNode): Record<string, BodyNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('no operation');

  function fieldsOf(type: GraphQLObjectType, set: SelectionSetNode, path: string, into: Record<string, BodyNode>): Record<string, BodyNode> {
    for (const selection of set.selections) {
      if (selection.kind !== Kind.FIELD) {
        const spread = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value)!.selectionSet : selection.selectionSet;
        fieldsOf(type, spread, path, into);
        continue;
      }
      const key = selection.alias?.value ?? selection.name.value;
      if (key in into) throw new Error(`${path}${key} is selected twice`);
      into[key] = nodeOf(type.getFields()[selection.name.value].type, selection.selectionSet, `${path}${key}`);
    }
    return into;
  }

  function nodeOf(type: GraphQLOutputType, set: SelectionSetNode | undefined, path: string): BodyNode {
    const presence = { nullable: !isNonNullType(type), optional: false, path };
    const inner = getNullableType(type);
    if (isListType(inner)) return { ...presence, kind: 'list', of: nodeOf(inner.ofType, set, `${path}[]`) };
    if (isObjectType(inner)) return { ...presence, kind: 'object', fields: fieldsOf(inner, set!, `${path}.`, {}) };
    return { ...presence, kind: 'scalar', type: inner.name, ...(isEnumType(inner) ? { enumValues: inner.getValues().map((v) => v.name) } : {}) };
  }

  return fieldsOf(schema.getQueryType()!, operation.selectionSet, '', {});
}

export interface ContractCheck {
  errors: string[];
  /** `<schema>.<key>` of each optional key, and whether this body gives it. */
  optionalKeys: Map<string, boolean>;
}

/**
 * Compares a declared body with a JSON Schema: the same keys, the same nullability, lists
 * where lists are, and scalars of a compatible kind. `looser` names the keys (`Catalog.degraded`)
 * the contract lets be absent though every body has them: it promises less than the bodies give.
 */
export function checkContract(body: Record<string, BodyNode>, root: JsonSchema, looser: string[] = []): ContractCheck {
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const check: ContractCheck = { errors: [], optionalKeys: new Map() };
  const fail = (where: string, message: string) => check.errors.push(`${where}: ${message}`);

  function resolve(schema: JsonSchema, owner: string): { schema: JsonSchema; owner: string } {
    const ref = schema.$ref as string | undefined;
    if (!ref) return { schema, owner };
    const name = ref.replace('#/$defs/', '');
    return resolve(defs[name], name);
  }

  /** The schema without its null alternative, and whether it had one. */
  function nullability(schema: JsonSchema): { nullable: boolean; schema: JsonSchema } {
    if (Array.isArray(schema.type) && schema.type.includes('null')) {
      const types = schema.type.filter((t) => t !== 'null');
      return { nullable: true, schema: { ...schema, type: types.length === 1 ? types[0] : types } };
    }
    const anyOf = schema.anyOf as JsonSchema[] | undefined;
    if (anyOf?.some((s) => s.type === 'null')) {
      const rest = anyOf.filter((s) => s.type !== 'null');
      return { nullable: true, schema: rest.length === 1 ? rest[0] : { anyOf: rest } };
    }
    return { nullable: false, schema };
  }

  function scalarFits(node: Extract<BodyNode, { kind: 'scalar' }>, schema: JsonSchema): boolean {
    const consts = ((schema.anyOf as JsonSchema[] | undefined) ?? [schema]).map((s) => s.const);
    const literals = consts.every((c) => c !== undefined) ? consts : null;
    if (node.enumValues) return schema.type === 'string' && [...((schema.enum as string[]) ?? [])].sort().join() === [...node.enumValues].sort().join();
    switch (node.type) {
      case 'Int':
        return schema.type === 'integer' || (literals !== null && literals.every((c) => Number.isInteger(c)));
      case 'Float':
        return schema.type === 'number' && literals === null;
      case 'String':
      case 'ID':
        return schema.type === 'string';
      case 'Boolean':
        return schema.type === 'boolean';
      case 'JSON':
        return schema.type === undefined || schema.type === 'object';
      default:
        return false;
    }
  }

  function compare(node: BodyNode, given: JsonSchema, where: string, owner: string): void {
    const outer = resolve(given, owner);
    const { nullable, schema: inner } = nullability(outer.schema);
    const resolved = resolve(inner, outer.owner);
    const schema = resolved.schema;
    if (node.kind === 'facade') return;
    if (node.nullable !== nullable) {
      fail(where, node.nullable ? `GraphQL may answer null (${node.path}); the contract does not allow null` : `the contract allows null; GraphQL never answers null (${node.path})`);
      return;
    }
    if (node.kind === 'list') {
      if (schema.type !== 'array') return fail(where, `a list in GraphQL (${node.path}), not in the contract`);
      return compare(node.of, schema.items as JsonSchema, `${where}[]`, `${resolved.owner}[]`);
    }
    if (schema.type === 'array') return fail(where, `a list in the contract, not in GraphQL (${node.path})`);
    if (node.kind === 'scalar') {
      if (!scalarFits(node, schema)) fail(where, `GraphQL ${node.type}${node.enumValues ? ` (${node.enumValues.join('|')})` : ''} (${node.path}) against ${JSON.stringify(schema)}`);
      return;
    }
    if (schema.type !== 'object' || !schema.properties) return fail(where, `an object in GraphQL (${node.path}), not in the contract`);
    compareKeys(node.fields, schema, where, resolved.owner);
  }

  function compareKeys(fields: Record<string, BodyNode>, schema: JsonSchema, where: string, owner: string): void {
    const properties = schema.properties as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [key, node] of Object.entries(fields)) {
      const at = `${where}.${key}`;
      if (!(key in properties)) {
        fail(at, `in the body (${node.path}) but not in the contract`);
        continue;
      }
      if (node.optional && required.has(key)) fail(at, `the body may leave it out (${node.path}); the contract requires it`);
      if (!node.optional && !required.has(key) && !looser.includes(`${owner}.${key}`)) fail(at, `the contract lets it be absent; every body has it (${node.path})`);
      if (!required.has(key)) check.optionalKeys.set(`${owner}.${key}`, true);
      compare(node, properties[key], at, `${owner}.${key}`);
    }
    for (const key of Object.keys(properties)) {
      if (key in fields) continue;
      if (required.has(key)) fail(`${where}.${key}`, 'required by the contract, not in the body');
      else if (!check.optionalKeys.has(`${owner}.${key}`)) check.optionalKeys.set(`${owner}.${key}`, false);
    }
  }

  compare(built(body), root, '', '');
  return check;
}

/** Where a real body departs from its declaration: keys it has or lacks, nulls, lists and objects. */
export function bodyMismatches(node: BodyNode, value: unknown, where = ''): string[] {
  if (node.kind === 'facade') return [];
  if (value === null) return node.nullable ? [] : [`${where}: null, declared non-null (${node.path})`];
  if (node.kind === 'list') return Array.isArray(value) ? value.flatMap((v, i) => bodyMismatches(node.of, v, `${where}[${i}]`)) : [`${where}: not a list`];
  if (node.kind === 'scalar') return node.type === 'JSON' || typeof value !== 'object' ? [] : [`${where}: an object, declared ${node.type}`];
  if (typeof value !== 'object' || Array.isArray(value)) return [`${where}: not an object`];
  const body = value as Record<string, unknown>;
  const errors = Object.keys(body)
    .filter((key) => !(key in node.fields))
    .map((key) => `${where}.${key}: in the body, not declared`);
  for (const [key, field] of Object.entries(node.fields)) {
    if (key in body) errors.push(...bodyMismatches(field, body[key], `${where}.${key}`));
    else if (!field.optional) errors.push(`${where}.${key}: declared, not in the body`);
  }
  return errors;
}
