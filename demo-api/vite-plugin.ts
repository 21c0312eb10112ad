import type { Plugin } from 'vite';
import { handlers } from './handlers/index.ts';
import { setAuthPrefix } from './http/auth.ts';
import { createDemoMiddleware } from './node-middleware.ts';

/**
 * Serves the embedded demo API on the same origin as the app, in `vite` (dev) and
 * `vite preview`, with the very msw handlers Vitest uses. Only /api/ and /__demo/ paths.
 * Keep imports inside demo-api/ relative: vite.config.ts is bundled without the aliases.
 */
export function demoApi(): Plugin {
  const middleware = createDemoMiddleware(handlers);
  return {
    name: 'merchant-back-office:demo-api',
    configResolved(config) {
      // .env files reach config.env, not process.env: keep the app and the demo API in step.
      setAuthPrefix(config.env.VITE_AUTH_PREFIX as string | undefined);
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
