import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server bundle's entry is our own CLI (src/server/entry.ts), which imports the
// React Router build, so Fastify, the API and the pages share one module graph.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  build: { assetsInlineLimit: 0 },
  environments: {
    ssr: { build: { rollupOptions: { input: './src/server/entry.ts' } } },
  },
  plugins: [reactRouter()],
});
