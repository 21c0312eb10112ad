import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { demoServer } from '../../support/demoServer';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" />
    <title>Merchant back-office</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DeF456.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** Large and repetitive enough that both encodings pay. */
export const APP_JS = `${'export const greeting = "hola, mundo";\n'.repeat(200)}console.warn(greeting);\n`;
export const APP_CSS = `${'.box { color: #4c6ef5; padding: 4px; }\n'.repeat(100)}`;
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A tiny build in a temporary folder: what `vite build` writes, in miniature. */
export function makeFakeDist(files: Record<string, string | Buffer> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'bo-dist-'));
  const all: Record<string, string | Buffer> = {
    'index.html': INDEX_HTML,
    'assets/index-AbC123.js': APP_JS,
    'assets/index-DeF456.css': APP_CSS,
    'assets/logo-GhI789.png': PNG,
    'robots.txt': 'User-agent: *\nDisallow: /\n',
    '.vite/manifest.json': '{"index.html":{"file":"assets/index-AbC123.js"}}',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire: still compressed when Content-Encoding says so. */
  readonly body: Buffer;
}

/** The in-process msw server (tests/support/setup.ts) must let requests to `origin` through. */
export function letThrough(origin: string): void {
  demoServer.use(http.all(`${origin}/*`, () => passthrough()));
}

/** One request with node:http, which, unlike fetch, neither adds Accept-Encoding nor decodes. */
export function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
