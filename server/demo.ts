/**
 * The embedded demo API as a middleware of the production server (the very msw handlers of
 * `npm start` and `vite preview`). Imported on demand only: msw is a dev dependency, and a
 * server for real users never loads it.
 */
import { handlers } from '../demo-api/handlers/index.ts';
import { createDemoMiddleware } from '../demo-api/node-middleware.ts';
import type { Middleware } from './middleware.ts';

export function createDemoApiMiddleware(): Middleware {
  return createDemoMiddleware(handlers);
}
