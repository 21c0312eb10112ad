import * as v from 'valibot';

/**
 * One provider API call as the app makes it, declared once: the calls in `src/api/calls` send
 * it, and `scripts/openapi` turns every declaration into `docs/api/openapi.yaml`.
 */

/** Where a call or field comes from: a spec section, or this team's assumption and its decision. */
export type Source =
  | { readonly kind: 'spec'; readonly document: '01' | '02'; readonly section: number }
  | { readonly kind: 'assumption'; readonly decision: string };

/** From `/work/shared/spec/<document>-*.md`, section `section`. */
export const spec = (document: '01' | '02', section: number): Source => ({ kind: 'spec', document, section });
/** To confirm with the provider; `decision` is the heading anchor in docs/decisions.md. */
export const assumption = (decision: string): Source => ({ kind: 'assumption', decision });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type BodyType = 'json' | 'form' | 'multipart';

/** An object schema whose entries are the wire fields (query strings, form fields, JSON keys). */
type Fields = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface Endpoint<A extends v.GenericSchema = v.GenericSchema> {
  readonly method: Method;
  /** OpenAPI path template, without the base address: `/v1/user/{id}/`. */
  readonly path: string;
  readonly summary: string;
  readonly source: Source;
  /** The query string the app sends (every call also gets `language`). */
  readonly query?: Fields;
  readonly body?: { readonly type: BodyType; readonly schema: Fields };
  /** What a successful answer must look like: the schema the app checks it with. */
  readonly answer: A;
  /** The answer's media type when it is not JSON (a file the browser opens). */
  readonly answerType?: string;
  /** The success statuses the app reads (default 200 only). */
  readonly success?: readonly number[];
  /** The answer's source when it is not the call's (a call the spec names without its answer). */
  readonly answerSource?: Source;
  /** Fields (by name, anywhere in query, body or answer) whose source differs from the call's. */
  readonly fields?: Readonly<Record<string, Source>>;
}

export const endpoint = <A extends v.GenericSchema>(declared: Endpoint<A>): Endpoint<A> => declared;

/** The path with its `{name}` placeholders filled in. */
export function pathOf(declared: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return declared.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Wire shapes of query strings and form fields: every value travels as text. */
// One pure call: a build that reads none of it (the app's, scripts/build/stripContractDocs.ts) drops it whole.
export const wire = /* @__PURE__ */ (() => ({
  text: v.string(),
  int: v.pipe(v.string(), v.regex(/^-?\d+$/)),
  /** A comma-joined list of ids. */
  ids: v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/)),
  /** YYYY-MM-DD */
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  bool: v.picklist(['true', 'false']),
  /** Digits with an optional decimal point, as the amount filters send them. */
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)),
  /** An amount a form sends: negative for money going out. */
  signedAmount: v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/)),
  /** A file part of a multipart body. */
  file: v.pipe(v.string(), v.metadata({ contentMediaType: 'application/octet-stream' })),
  /** One or more file parts under the same name. */
  files: v.union([
    v.pipe(v.string(), v.metadata({ contentMediaType: 'application/octet-stream' })),
    v.array(v.pipe(v.string(), v.metadata({ contentMediaType: 'application/octet-stream' }))),
  ]),
}) as const)();
