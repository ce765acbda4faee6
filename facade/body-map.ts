/**
 * What each key of a body is, in terms of the GraphQL selection it comes from. An endpoint
 * declares it beside its `shape`, mapping its document's nodes as `shape` maps their data;
 * test/schema/contract.test.ts derives the nodes from the SDL and holds the declaration to the
 * contract's schema (names, nullability, lists, scalar kinds) and to the bodies the endpoint
 * really gives. Nothing at run time reads it.
 */

interface Presence {
  /** GraphQL may answer null here. */
  nullable: boolean;
  /** Some bodies leave the key out. */
  optional: boolean;
  /** Where in the data it comes from, for messages (`result.offers[].price`). */
  path: string;
}

export type BodyNode =
  | (Presence & { kind: 'scalar'; type: string; enumValues?: string[] })
  | (Presence & { kind: 'list'; of: BodyNode })
  | (Presence & { kind: 'object'; fields: Record<string, BodyNode> })
  /** A value the facade writes itself, not from the data (schemaVersion, an echoed input). */
  | (Presence & { kind: 'facade' });

/** The nodes of a read's data: the catalog and the read's own root field. */
export interface ReadNodes {
  catalog: BodyNode;
  result: BodyNode;
}

export const FACADE: BodyNode = { kind: 'facade', nullable: false, optional: false, path: '(facade)' };

/** The facade refuses a null here (a 404, or a failure thrown before shaping). */
export const nonNull = (node: BodyNode): BodyNode => ({ ...node, nullable: false });

/** The key is in some bodies only. */
export const sometimes = (node: BodyNode): BodyNode => ({ ...node, optional: true });

/** The key is left out where GraphQL answered null. */
export const absentWhenNull = (node: BodyNode): BodyNode => (node.nullable ? { ...node, nullable: false, optional: true } : node);

export function fields(node: BodyNode): Record<string, BodyNode> {
  if (node.kind !== 'object') throw new Error(`${node.path} is not an object`);
  return node.fields;
}

export function element(node: BodyNode): BodyNode {
  if (node.kind !== 'list') throw new Error(`${node.path} is not a list`);
  return node.of;
}

/** An object the facade puts together from these keys. */
export const built = (keys: Record<string, BodyNode>): BodyNode => ({ kind: 'object', fields: keys, nullable: false, optional: false, path: '(facade)' });

/** A list whose elements get these keys besides their own. */
export function eachWith(list: BodyNode, extra: Record<string, BodyNode>): BodyNode {
  const item = element(list);
  return { ...list, kind: 'list', of: { ...item, kind: 'object', fields: { ...fields(item), ...extra } } };
}

/** Nulls become absent keys, at any depth, except at the keys in `keep`, whose null is a value. */
export function withoutNulls(node: BodyNode, keep: string[]): BodyNode {
  if (node.kind !== 'object') return node;
  const entries = Object.entries(node.fields).map(([key, field]) => {
    const inner = withoutNulls(field, keep);
    return [key, keep.includes(key) ? inner : absentWhenNull(inner)];
  });
  return { ...node, fields: Object.fromEntries(entries) };
}
