import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node's ESM loader resolves `graphql` to its CommonJS entry (the package has no exports map);
  // resolve it the same way in tests so every library shares one graphql instance.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
