import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { handlers } from './handlers/index.ts';
import { setAuthPrefix } from './http/auth.ts';
import { setBusinessTimeZone } from './store/clock.ts';
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
      setBusinessTimeZone(config.env.VITE_BUSINESS_TIME_ZONE as string | undefined);
    },
    configureServer(server) {
      server.middlewares.use(middleware);
      printDemoLinks(server);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      printDemoLinks(server);
    },
  };
}

/** A fixed reset link that always works (store/seed/access.ts: DEMO_RESET_TOKEN for carga). */
const RESET_PATH = '/account/reset_password?token=demo-reset-token&b64e=Y2FyZ2FAZGVtby5leGFtcGxl';

/**
 * After Vite prints the address (the port it chose, which is the next free one when the
 * configured port is taken), say where the demo users are and the links that need the port.
 */
function printDemoLinks(server: ViteDevServer | PreviewServer): void {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!local) return;
    server.config.logger.info(
      [
        '',
        '  Demo API mounted on /api (seeded, in memory). Demo users: README.md, "Demo users"; password demo1234.',
        `  Sign in:     ${local}/login   (for example carga / demo1234)`,
        `  Reset link:  ${local}${RESET_PATH}`,
        '',
      ].join('\n'),
    );
  };
}
