import { describe, expect, it } from 'vitest';
import { stripContractDocs } from '../../../scripts/build/stripContractDocs';

/** The app's build keeps of each declared call only what the app reads (the size budgets). */

const DECLARATIONS = `import * as v from 'valibot';
import { assumption, endpoint, spec, wire } from './endpoint';

const LEDGER = assumption('payroll-ledger');
const filters = { page: v.optional(wire.int) };

export const listThings = endpoint({
  method: 'GET',
  path: '/v1/things/',
  summary: 'The things',
  source: LEDGER,
  query: v.object(filters),
  answer: ThingsSchema,
});

export const thingFile = endpoint({
  method: 'GET',
  path: '/v1/things/{id}/file',
  summary: 'A thing as a PDF',
  source: spec('01', 8),
  answer: v.string(),
  answerType: 'application/pdf',
});
`;

describe('stripContractDocs', () => {
  const stripped = stripContractDocs(DECLARATIONS);

  it('keeps the method, the path and the answer schema of each call', () => {
    expect(stripped).toContain("method: 'GET'");
    expect(stripped).toContain("path: '/v1/things/'");
    expect(stripped).toContain('answer: ThingsSchema');
  });

  it('drops what only the document reads, the constants only it used, and the schema of a file the browser opens', () => {
    for (const gone of ['summary', 'source', 'query', 'answerType', 'LEDGER', 'filters', 'v.string()', 'endpoint(']) expect(stripped).not.toContain(gone);
    expect(stripped).toContain("path: '/v1/things/{id}/file'");
  });
});
