import { builder } from './builder.js';

/** Free-form objects (product specs, how a search was read) pass through as they are. */
export const JsonScalar = builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
});
