import { HttpResponse } from 'msw';
import { sayFor } from './messages/index.ts';
import { fieldError } from './refusal.ts';

/** Request fields: strings, Files (multipart), or anything a JSON object holds. */
export type BodyFields = Record<string, unknown>;

const badRequest = (detail: string, status = 400): Response => HttpResponse.json({ detail }, { status });

/**
 * Reads a JSON, urlencoded or multipart body into plain fields, like DRF's parsers.
 * Returns the error Response to send back when the body cannot be parsed.
 */
export async function readBody(request: Request): Promise<BodyFields | Response> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  const mediaType = contentType.split(';')[0]?.trim() ?? '';

  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch (error) {
      // No boundary, a cut body, a part without a name: the client's mistake, as DRF answers it.
      if (request.signal.aborted) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      return badRequest(sayFor(request, 'malformedMultipart', { detail }));
    }
    const fields: BodyFields = Object.create(null) as BodyFields;
    for (const name of new Set(form.keys())) {
      const values = form.getAll(name);
      fields[name] = values.length === 1 ? values[0] : values;
    }
    return fields;
  }

  const text = await request.text();
  if (text.trim() === '') return {};
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    return badRequest(sayFor(request, 'unsupportedMediaType', { type: contentType }), 415);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return badRequest(sayFor(request, 'jsonParseError', { detail }));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const type = Array.isArray(parsed) ? 'list' : parsed === null ? 'null' : typeof parsed;
    return HttpResponse.json({ non_field_errors: [sayFor(request, 'expectedObject', { type })] }, { status: 400 });
  }
  // Keys such as __proto__ stay plain fields: handlers read them, nothing else does.
  return Object.assign(Object.create(null) as BodyFields, parsed);
}

/** A text field: strings as given (optionally trimmed), numbers as text, anything else ''. */
export function textField(fields: BodyFields, name: string, options: { trim?: boolean } = {}): string {
  const value = fields[name];
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return options.trim === false ? text : text.trim();
}

/** A JSON value's type as DRF names it in a refusal ('dict', 'str', 'list'...). */
export const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'dict' : typeof value === 'string' ? 'str' : typeof value;

/** A list of ids as DRF's ListField(IntegerField) reads it: a refusal (thrown) names the field. */
export function idList(request: Request, body: BodyFields, name: string, max: number): number[] {
  const value = body[name];
  if (!Array.isArray(value)) return fieldError(request, name, 'expectedList', { type: typeName(value) });
  if (value.some((item) => typeof item !== 'number' || !Number.isSafeInteger(item))) fieldError(request, name, 'validInteger');
  if (value.length > max) fieldError(request, name, 'listTooLong', { max });
  return value as number[];
}

/** A list of ids that must be there and not be empty (the bulk calls' and release_grant's `ids`). */
export function requiredIdList(request: Request, body: BodyFields, name: string, max: number): number[] {
  if (body[name] === undefined) fieldError(request, name, 'fieldRequired');
  const ids = idList(request, body, name, max);
  if (ids.length === 0) fieldError(request, name, 'emptyList');
  return ids;
}
