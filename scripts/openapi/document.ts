import type { Endpoint, Source } from '../../src/api/contract/endpoint';
import type { Declared } from './endpoints';
import { wireSchema } from './jsonSchema';

type Json = Record<string, unknown>;

const SPEC_FILES = { '01': '01-access-shell-dashboards-payouts.md', '02': '02-payments-settings-users-balances.md' } as const;

/** The marks every operation, parameter and field carries: where it comes from. */
export function marks(source: Source): Json {
  if (source.kind === 'spec') {
    return { 'x-source': `spec-${source.document}#section-${source.section}` };
  }
  return { 'x-source': 'assumption', 'x-decision': `docs/decisions.md#${source.decision}` };
}

export function describeSource(source: Source): string {
  if (source.kind === 'spec') return `From the spec (document ${source.document}, ${SPEC_FILES[source.document]}, section ${source.section}).`;
  return `Assumption to confirm with the provider: see docs/decisions.md#${source.decision}.`;
}

/** Marks each property (recursively) with its source: the field's own, else `fallback`. */
function markFields(node: unknown, fallback: Source, fields: Endpoint['fields'] = {}): unknown {
  if (Array.isArray(node)) return node.map((item) => markFields(item, fallback, fields));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, property]) => {
          const source = fields[name] ?? fallback;
          return [name, { ...(markFields(property, source, fields) as Json), ...marks(source) }];
        }),
      );
    } else out[key] = markFields(value, fallback, fields);
  }
  return out;
}

/** Query and body fields are closed: a name the document does not list is a contract break. */
const closed = (schema: Json): Json => ({ ...schema, additionalProperties: false });

const BODY_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

function parameters(endpoint: Endpoint): Json[] {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...marks(endpoint.fields?.[name!] ?? endpoint.source),
  }));
  const query = endpoint.query ? (wireSchema(endpoint.query) as { properties?: Record<string, Json>; required?: string[] }) : {};
  const queryParams = Object.entries(query.properties ?? {}).map(([name, schema]) => {
    const source = endpoint.fields?.[name] ?? endpoint.source;
    return { name, in: 'query', required: query.required?.includes(name) ?? false, schema, description: describeSource(source), ...marks(source) };
  });
  const write = endpoint.method === 'GET' ? [] : [{ $ref: '#/components/parameters/idempotencyKey' }];
  return [...pathParams, ...queryParams, { $ref: '#/components/parameters/language' }, { $ref: '#/components/parameters/acceptLanguage' }, ...write];
}

function operation({ id, endpoint }: Declared): Json {
  const answerSource = endpoint.answerSource ?? endpoint.source;
  const answer = markFields(wireSchema(endpoint.answer), answerSource, endpoint.fields) as Json;
  const answerDescription = `The answer the app accepts (checked with its valibot schema). ${describeSource(answerSource)}`;
  const responses: Json = {};
  for (const status of endpoint.success ?? [200]) {
    responses[String(status)] = { description: answerDescription, ...marks(answerSource), content: { [endpoint.answerType ?? 'application/json']: { schema: answer } } };
  }
  responses.default = { $ref: '#/components/responses/failure' };
  return {
    operationId: id,
    summary: endpoint.summary,
    description: describeSource(endpoint.source),
    ...marks(endpoint.source),
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            description: describeSource(endpoint.source),
            content: {
              [BODY_TYPES[endpoint.body.type]]: { schema: markFields(closed(wireSchema(endpoint.body.schema)), endpoint.source, endpoint.fields) },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every declared call. */
export function buildDocument(declared: readonly Declared[]): Json {
  const paths: Record<string, Json> = {};
  for (const entry of declared) {
    const path = (paths[entry.endpoint.path] ??= {});
    const method = entry.endpoint.method.toLowerCase();
    if (path[method]) throw new Error(`${entry.endpoint.method} ${entry.endpoint.path} is declared twice (${entry.id})`);
    path[method] = operation(entry);
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office: the provider API as the app calls it',
      version: '1',
      description: [
        'Every call the merchant back-office makes, with the parameters and bodies it sends and the answers it accepts.',
        'Generated by `npm run openapi` from the declarations in src/api/contract (which the app itself sends) and the valibot',
        'schemas in src/api/schemas; do not edit by hand. Each operation, parameter and field says where it comes from:',
        '`x-source: spec-01#section-7` (a section of a spec document) or `x-source: assumption` with `x-decision`, the',
        'decision in docs/decisions.md to confirm with the provider. Answers are open (fields the app does not read may',
        'follow); query strings and bodies are closed. See docs/decisions.md#the-api-contract-as-openapi-issue-23.',
      ].join(' '),
    },
    servers: [{ url: '/api', description: 'The configured base address (VITE_API_BASE_URL); the demo API serves it under /api.' }],
    security: [{ token: [] }],
    paths: sortedPaths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A fixed provider prefix, a space and the session token (spec 01 section 7). Sent once signed in.',
          ...marks({ kind: 'spec', document: '01', section: 7 }),
        },
      },
      parameters: {
        language: {
          name: 'language',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['en', 'es'] },
          description: 'The chosen language, on every call. From the spec (document 01, section 7).',
          ...marks({ kind: 'spec', document: '01', section: 7 }),
        },
        acceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'The chosen language, on every call. From the spec (document 01, section 7).',
          ...marks({ kind: 'spec', document: '01', section: 7 }),
        },
        idempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
          description:
            'One per user intent, the same for its Retry: the server acts once per key and user, gives the first answer again ' +
            '(`Idempotent-Replayed: true`) for the same request, 422 for another request under the key, 409 while the first is ' +
            'still being answered. Sent by the writes whose charts keep an intent (issue 29).',
          ...marks({ kind: 'assumption', decision: 'idempotency-keys-issue-29' }),
        },
      },
      responses: {
        failure: {
          description:
            'Any other status is a failure: the app shows the first message it finds in the body (`detail`, a field\'s first error, a text), else a generic one (spec 01 section 8).',
          ...marks({ kind: 'spec', document: '01', section: 8 }),
          content: { 'application/json': { schema: {} } },
        },
      },
    },
  };
}
