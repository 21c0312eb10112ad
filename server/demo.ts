/**
 * The embedded demo API as a middleware of the production server (the very msw handlers of
 * `npm start` and `vite preview`). Imported on demand only: msw is a dev dependency, and a
 * server for real users never loads it. With CONTRACT_CHECK=1 (the end-to-end suite), its
 * traffic is checked against docs/api/openapi.yaml (server/contractTraffic.ts).
 */
import { handlers } from '../demo-api/handlers/index.ts';
import { createDemoMiddleware } from '../demo-api/node-middleware.ts';
import type { Middleware } from './middleware.ts';

export async function createDemoApiMiddleware(): Promise<Middleware> {
  if (!['1', 'true'].includes(process.env.CONTRACT_CHECK ?? '')) return createDemoMiddleware(handlers);
  const { createContractMonitor, CONTRACT_VIOLATIONS_PATH } = await import('./contractTraffic.ts');
  const monitor = createContractMonitor();
  const demo = createDemoMiddleware(handlers, { observe: monitor.observe });
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] === CONTRACT_VIOLATIONS_PATH) return monitor.handle(req, res);
    demo(req, res, next);
  };
}
