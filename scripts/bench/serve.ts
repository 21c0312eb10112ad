/**
 * Serves a production build for the size report and the load benchmark the way users get
 * it: the production server (server/app.ts: brotli or gzip as the browser asks, hashed
 * assets cached for a year, index.html revalidated, CSP and the other security headers),
 * with the demo API mounted so the scripts can sign in. Listens on 127.0.0.1 at a port the
 * OS picks, so nothing else listening can be measured by mistake.
 */
import { startAppServer } from '../../server/app.ts';

export interface ServedBuild {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** What answers, for the reports. */
  readonly server: string;
  close(): Promise<void>;
}

/** Compression is done once, before listening, so no timed answer waits on it. */
export async function serveBuild(distDir: string): Promise<ServedBuild> {
  const logged: string[] = [];
  const running = await startAppServer({ distDir, port: 0, host: '127.0.0.1', demoApi: true, log: (line) => logged.push(line) });
  return {
    url: running.url,
    server: 'server/app.ts (production server: brotli/gzip, immutable /assets, no-cache index.html, CSP) with the demo API',
    close: () => running.close(),
  };
}
