/**
 * The demo API's traffic checked against the contract (server/contractCheck.ts), and what broke
 * it kept per demo store like the CSP reports: GET /__demo/contract-violations lists the
 * store's (`x-demo-store` header), DELETE forgets them. Requests are checked when a page sent
 * them (fetch or XHR: `Sec-Fetch-Dest: empty`): a test's own probes of the API are not the
 * app's calls. Answers are checked whoever asked. Signed file links handed out in answers
 * (`sig=`) are downloads, not calls.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyOf, createContractChecker, type ContractChecker } from './contractCheck.ts';

export const CONTRACT_VIOLATIONS_PATH = '/__demo/contract-violations';
const STORE_HEADER = 'x-demo-store';
/** Kept per store, and stores kept: enough to say what broke, bounded all the same. */
const MAX_PER_STORE = 50;
const MAX_STORES = 1000;

interface ContractViolation {
  readonly method: string;
  readonly path: string;
  readonly problems: readonly string[];
}

export interface ContractMonitor {
  /** One exchange of the demo API: checked in the background. */
  observe(request: Request, response: Response | null, store: string | null): void;
  /** GET or DELETE on CONTRACT_VIOLATIONS_PATH. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export function createContractMonitor(checker: ContractChecker = createContractChecker()): ContractMonitor {
  const byStore = new Map<string, ContractViolation[]>();
  const pending = new Set<Promise<void>>();

  const record = (store: string, violation: ContractViolation): void => {
    const list = byStore.get(store) ?? [];
    if (!byStore.has(store)) {
      if (byStore.size >= MAX_STORES) byStore.delete(byStore.keys().next().value!);
      byStore.set(store, list);
    }
    if (list.length < MAX_PER_STORE) list.push(violation);
  };

  const check = async (request: Request, response: Response | null, store: string): Promise<void> => {
    const url = new URL(request.url);
    if (url.searchParams.has('sig')) return;
    const problems: string[] = [];
    if (request.headers.get('sec-fetch-dest') === 'empty') {
      problems.push(
        ...checker.checkRequest({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          contentType: request.headers.get('content-type'),
          body: await bodyOf(request),
        }),
      );
    }
    if (response && response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      problems.push(...checker.checkAnswer(request.method, url.pathname, response.status, await response.json()));
    }
    if (problems.length > 0) record(store, { method: request.method, path: url.pathname, problems });
  };

  return {
    observe(request, response, store) {
      const key = store ?? 'shared';
      const done: Promise<void> = check(request, response, key)
        .catch((error: unknown) => record(key, { method: request.method, path: new URL(request.url).pathname, problems: [`not checked: ${String(error)}`] }))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    handle(req, res) {
      const header = req.headers[STORE_HEADER];
      const store = typeof header === 'string' ? header : 'shared';
      void Promise.all([...pending]).then(() => {
        res.setHeader('cache-control', 'no-store');
        if (req.method === 'DELETE') {
          byStore.delete(store);
          res.statusCode = 204;
          return void res.end();
        }
        const json = JSON.stringify({ violations: byStore.get(store) ?? [] });
        res.setHeader('content-type', 'application/json');
        res.end(json);
      });
    },
  };
}
