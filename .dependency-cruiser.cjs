/**
 * The layers point one way: src/ (the core) knows nothing of GraphQL or transports, schema/
 * builds GraphQL over the core, facade/ holds every transport and the composition root.
 * `npm test` runs these rules (test/architecture/layers.test.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-upper-layer',
      comment: 'src/ is the core: schema/ and facade/ build on it, never the other way round.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(schema|facade)/' },
    },
    {
      name: 'schema-imports-no-facade',
      comment: 'schema/ is the GraphQL layer over the core; transports (facade/) sit above it.',
      severity: 'error',
      from: { path: '^schema/' },
      to: { path: '^facade/' },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one unit that neither can change alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bench-imports-no-test-helpers',
      comment: 'The bench measures the product as shipped; test helpers are not part of it.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^test/' },
    },
    {
      name: 'product-imports-no-tests',
      comment: 'Nothing the service runs depends on the test suite.',
      severity: 'error',
      from: { path: '^(src|schema|facade|seeds)/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
