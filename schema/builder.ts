import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type { Context } from './context.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
}>({
  plugins: [DataloaderPlugin],
  defaultFieldNullability: false,
});

builder.queryType({});
