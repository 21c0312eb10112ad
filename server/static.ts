/**
 * The build in memory: every file of dist/ read once at start, with its type, cache policy,
 * ETag and gzip/brotli variants (compressed in the background, each at most once).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ServeError } from './csp.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  readonly encoding: Encoding;
}

export interface StaticFile {
  /** URL path, e.g. '/assets/index-D5WXvXB3.js'. */
  readonly path: string;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly compressible: boolean;
  readonly identity: Variant;
  /** Resolves to the smaller compressed variant, or null when compression does not pay. */
  variant(encoding: 'br' | 'gzip'): Promise<Variant | null>;
}

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_SHORT = 'public, max-age=300';

/** Vite writes content-hashed file names only under its assetsDir. */
export const ASSETS_PREFIX = '/assets/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Text formats (and SVG, wasm) shrink; images, fonts and zip-based files are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml|image\/x-icon)/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

function cacheControlOf(path: string): string {
  if (path.startsWith(ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  if (path === '/index.html') return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

const hashOf = (body: Buffer): string => createHash('sha256').update(body).digest('base64url').slice(0, 22);

export interface LoadOptions {
  /** Brotli quality 0–11 (default 11: about a second for the whole build, once). */
  readonly brotliQuality?: number;
}

function makeFile(path: string, body: Buffer, options: LoadOptions): StaticFile {
  const contentType = contentTypeOf(path);
  const hash = hashOf(body);
  const compressible = COMPRESSIBLE.test(contentType) && body.byteLength >= MIN_COMPRESS_BYTES;
  const variants = new Map<'br' | 'gzip', Promise<Variant | null>>();
  const compress = (encoding: 'br' | 'gzip'): Promise<Variant | null> => {
    if (!compressible) return Promise.resolve(null);
    let pending = variants.get(encoding);
    if (!pending) {
      const work =
        encoding === 'br'
          ? brotliAsync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 11,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipAsync(body, { level: 9 });
      pending = work.then((compressed) =>
        compressed.byteLength < body.byteLength
          ? { body: compressed, etag: `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`, encoding }
          : null,
      );
      variants.set(encoding, pending);
    }
    return pending;
  };
  return {
    path,
    contentType,
    cacheControl: cacheControlOf(path),
    compressible,
    identity: { body, etag: `"${hash}"`, encoding: 'identity' },
    variant: compress,
  };
}

/** Every regular file under `dir`, skipping hidden names (.vite/manifest.json is build metadata). */
function walk(dir: string, root: string, found: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = join(dir, name);
    const stats = statSync(full);
    if (stats.isDirectory()) walk(full, root, found);
    else if (stats.isFile()) found.push(relative(root, full));
  }
}

export interface StaticSite {
  readonly files: ReadonlyMap<string, StaticFile>;
  readonly index: StaticFile;
  /** Settles when every compressed variant exists (answers never wait longer than their own file). */
  readonly ready: Promise<void>;
}

/** Reads the whole build; throws a ServeError when there is no index.html to serve. */
export function loadStaticSite(distDir: string, options: LoadOptions = {}): StaticSite {
  let indexBody: Buffer;
  try {
    indexBody = readFileSync(join(distDir, 'index.html'));
  } catch {
    throw new ServeError(`No index.html in ${distDir}: run "npm run build" first, or set DIST_DIR.`);
  }
  const found: string[] = [];
  walk(distDir, distDir, found);
  const files = new Map<string, StaticFile>();
  for (const file of found) {
    const path = `/${file.split(sep).join('/')}`;
    const body = path === '/index.html' ? indexBody : readFileSync(join(distDir, file));
    files.set(path, makeFile(path, body, options));
  }
  const index = files.get('/index.html')!;
  const work = [...files.values()].flatMap((file) => (file.compressible ? [file.variant('br'), file.variant('gzip')] : []));
  return { files, index, ready: Promise.all(work).then(() => undefined) };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, among those
 * the client accepts with a non-zero q (an explicit entry wins over `*`); identity otherwise.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this representation (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
