import { defineConfig } from 'vitest/config';

// Server, scripts and pure modules run in Node; React components in jsdom; the build's checks
// (size budget) in Node after `npm run build`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
          // Typing into forms with user-event is slow on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Two built servers behind nginx on one database (tests/cluster): after `npm run build`.
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
