import type { Config } from '@react-router/dev/config';
import { finishClientBuild } from './scripts/assets/finish-build';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  ssr: true,
  // Precompressed assets and the JavaScript budget per route (scripts/assets/finish-build.ts).
  buildEnd: ({ viteConfig }) =>
    finishClientBuild(viteConfig.environments.client?.build.outDir ?? 'build/client'),
  future: {
    // Loaders get our own load context (services, session); RR's middleware context
    // would replace it. Not adopted yet: see docs/decisions/0001-one-process.md.
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
