import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type { Context } from './context.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
}>({
  plugins: [ComplexityPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  // Fields carry their cost (1 each; list fields multiply what they select, by 10 unless they
  // say otherwise). /graphql checks and charges it as a validation rule with the request's
  // variables (facade/http/graphql-cost.ts); nothing is checked again while resolving.
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10, disabled: true },
});

builder.queryType({});
