import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '../../src/api/contract/endpoint';

// From a string, not a URL object: under a test DOM the global URL is not the one Node takes.
const CONTRACT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/api/contract');

export interface Declared {
  /** `<file>.<export>`: the operation's id. */
  readonly id: string;
  readonly endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value && 'source' in value;

/**
 * Every endpoint declared in src/api/contract: the very objects the calls send, read from the
 * directory so that a new file needs no list kept by hand. Sorted, so the document is stable.
 */
export async function declaredEndpoints(): Promise<Declared[]> {
  const files = readdirSync(CONTRACT_DIR).filter((file) => file.endsWith('.ts') && file !== 'endpoint.ts').sort();
  const found: Declared[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (isEndpoint(value)) found.push({ id: `${file.replace(/\.ts$/, '')}.${name}`, endpoint: value });
    }
  }
  return found;
}
