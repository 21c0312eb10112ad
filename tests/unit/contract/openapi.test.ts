import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from '../../../scripts/openapi/render';

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe('docs/api/openapi.yaml', () => {
  it('is what the generator produces from the declared calls now', async () => {
    expect(read(OPENAPI_FILE), `${OPENAPI_FILE} is out of date: run \`npm run openapi\``).toBe(await renderOpenApi());
  });

  it('marks every operation and parameter as from the spec or an assumption with a decision that exists', () => {
    type Marked = { name?: string; $ref?: string; 'x-source'?: string; 'x-decision'?: string };
    const document = parse(read(OPENAPI_FILE)) as { paths: Record<string, Record<string, Marked & { parameters?: Marked[] }>> };
    const anchors = new Set(read('docs/decisions.md').split('\n').filter((line) => line.startsWith('## ')).map((line) => anchorOf(line.slice(3))));
    const unmarked: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const marked of [operation, ...(operation.parameters ?? []).filter((parameter) => !parameter.$ref)]) {
          const source = marked['x-source'];
          const decision = marked['x-decision']?.replace('docs/decisions.md#', '');
          const fine = source?.startsWith('spec-') || (source === 'assumption' && decision !== undefined && anchors.has(decision));
          if (!fine) unmarked.push(`${method.toUpperCase()} ${path} ${marked.name ?? ''}: ${source} ${decision ?? ''}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('covers every call: src/api/calls send only through the declared endpoints', () => {
    const dir = join(process.cwd(), 'src/api/calls');
    const direct = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && file !== 'endpointCall.ts' && file !== 'endpointUpload.ts')
      .filter((file) => /import \{[^}]*\b(call|callWithStatus|upload)\b[^}]*\} from '\.\.\/(client|upload)'/.test(readFileSync(join(dir, file), 'utf8')));
    expect(direct, 'these call the API without a declaration in src/api/contract (so without the document)').toEqual([]);
  });
});
