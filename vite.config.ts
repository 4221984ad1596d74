import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server bundle's entry is our own CLI (src/server/entry.ts), which imports the
// React Router build, so Fastify, the API and the pages share one module graph.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  // One stylesheet for the whole site instead of one per chunk: a page linked 10-19 render-blocking
  // files; the whole site's CSS is ~13 KB brotli (decision 0043).
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  environments: {
    // Small shared chunks (under 20 KB, side-effect free) merged into the chunks that load with
    // them: a lesson page needed 42 script files, each a request on a slow link (decision 0026,
    // measured: 71 -> 52 requests and 4.6 -> 3.0 s from load to first frame under mobile throttling).
    client: { build: { rollupOptions: { output: { experimentalMinChunkSize: 20_000 } } } },
    ssr: { build: { rollupOptions: { input: './src/server/entry.ts' } } },
  },
  plugins: [reactRouter()],
});
