/**
 * Checks the demo API's traffic against docs/api/openapi.yaml (CONTRACT_CHECK=1, which the
 * end-to-end suite sets): every call the app's pages make must be a documented operation with
 * a valid query and body, and every successful answer must match the operation's schema. What
 * breaks the contract is kept per demo store, for the suite to read after each test. Each
 * schema is compiled once, on first use.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

// A path, not a URL object: under a test DOM the global URL is not the one node:fs accepts.
const OPENAPI_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/api/openapi.yaml');
/** The document's server address: operations' paths follow it. */
const BASE = '/api';

interface Operation {
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly spec: Json;
}

interface Exchange {
  readonly method: string;
  /** The request's path, with the base address. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly contentType: string | null;
  /** Parsed body: JSON, or the fields of a form (files as their names). */
  readonly body: unknown;
}

/**
 * A request's body as the document describes it: form and multipart fields by name (a file by
 * its name, a repeated field as a list), JSON parsed, nothing for GET. Shared by the demo
 * server's check and the unit test that exercises every operation.
 */
export async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await request.formData()) {
      const text = typeof value === 'string' ? value : value.name;
      const previous = fields[name];
      fields[name] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
    }
    return fields;
  }
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface ContractChecker {
  /** The parsed document. */
  readonly document: { readonly paths: Record<string, Record<string, unknown>> };
  /** The operation a request is, or null when the document has none. */
  operationOf(method: string, path: string): Operation | null;
  /** What is wrong with a request (none when it is a documented call, sent as documented). */
  checkRequest(exchange: Exchange): string[];
  /** What is wrong with an answer to a documented call (only 2xx answers are described). */
  checkAnswer(method: string, path: string, status: number, body: unknown): string[];
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '{' || char === '}' ? char : `\\${char}`));
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

export function createContractChecker(document: Json = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json): ContractChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const components = document.components as Json;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, spec] of Object.entries(item)) operations.push({ method: method.toUpperCase(), template, pattern: templatePattern(template), spec: spec as Json });
  }
  // Literal paths before templated ones: /v1/payrolls/history/ is not /v1/payrolls/{id}/.
  operations.sort((a, b) => a.template.split('{').length - b.template.split('{').length);

  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: () => Json): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema());
      compiled.set(key, validate);
    }
    return validate;
  };
  const problems = (validate: ValidateFunction, data: unknown, what: string): string[] =>
    validate(data) ? [] : (validate.errors ?? []).slice(0, 5).map((error) => `${what}${error.instancePath || ''} ${error.message ?? 'is invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  const resolve = (parameter: Json): Json => {
    const ref = parameter.$ref as string | undefined;
    return ref ? ((components.parameters as Json)[ref.split('/').pop()!] as Json) : parameter;
  };

  const operationOf = (method: string, path: string): Operation | null => {
    if (!path.startsWith(`${BASE}/`)) return null;
    const local = path.slice(BASE.length);
    return operations.find((op) => op.method === method && op.pattern.test(local)) ?? null;
  };

  const querySchema = (op: Operation): Json => {
    const query = ((op.spec.parameters as Json[] | undefined) ?? []).map(resolve).filter((p) => p.in === 'query');
    return {
      type: 'object',
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
      required: query.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
  };

  return {
    document: document as ContractChecker['document'],
    operationOf,
    checkRequest(exchange) {
      const op = operationOf(exchange.method, exchange.path);
      if (!op) return [`${exchange.method} ${exchange.path} is not an operation of docs/api/openapi.yaml`];
      const name = `${op.method} ${op.template}`;
      const query: Record<string, string> = {};
      const found: string[] = [];
      for (const [key, value] of exchange.query) {
        if (key in query) found.push(`${name}: query parameter ${key} is sent twice`);
        query[key] = value;
      }
      found.push(...problems(validatorOf(`${name} query`, () => querySchema(op)), query, `${name}: query`));
      const body = op.spec.requestBody as { content: Record<string, { schema: Json }> } | undefined;
      if (!body) return found;
      const type = (exchange.contentType ?? '').split(';')[0]!.trim();
      const declared = body.content[type];
      if (!declared) return [...found, `${name}: body sent as ${type || 'nothing'}, the document says ${Object.keys(body.content).join(' or ')}`];
      return [...found, ...problems(validatorOf(`${name} body`, () => declared.schema), exchange.body, `${name}: body`)];
    },
    checkAnswer(method, path, status, body) {
      const op = operationOf(method, path);
      if (!op || status < 200 || status > 299) return [];
      const name = `${op.method} ${op.template}`;
      const response = (op.spec.responses as Record<string, { content?: Record<string, { schema: Json }> }>)[String(status)];
      if (!response) return [`${name}: answered ${status}, which the document does not list`];
      const schema = response.content?.['application/json']?.schema;
      return schema ? problems(validatorOf(`${name} ${status}`, () => schema), body, `${name}: answer ${status}`) : [];
    },
  };
}
