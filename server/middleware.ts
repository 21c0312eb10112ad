import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the server runs ahead of its static files: connect's middleware contract, which the
 * demo API's Node adapter (demo-api/node-middleware.ts) also meets, for Vite's servers and this one.
 */
export type NextFunction = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;
