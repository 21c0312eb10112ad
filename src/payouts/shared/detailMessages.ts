/**
 * transfer_status_detail (or refund_reason) arrives as plain text, as a map of messages, or as
 * text holding such a map (JSON, or Python's repr of a dict: `{'account': ['Invalid']}`).
 * It becomes a list of readable lines; the view renders them as text, never as HTML.
 */
export function detailMessages(raw: unknown): string[] {
  if (raw === null || raw === undefined) return [];
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return [];
    const parsed = parseStructured(text);
    return parsed === undefined ? [text] : flatten(parsed, null);
  }
  return flatten(raw, null);
}

function parseStructured(text: string): unknown {
  if (!/^[[{]/.test(text)) return undefined;
  for (const candidate of [text, pythonToJson(text)]) {
    if (candidate === null) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // not this notation
    }
  }
  return undefined;
}

const PYTHON_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

/** Python's repr of a dict or list as JSON: quoted strings re-quoted, None/True/False mapped. */
function pythonToJson(text: string): string | null {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "'" || char === '"') {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== char) {
        if (text[i] === '\\' && i + 1 < text.length) {
          const next = text[i + 1]!;
          value += PYTHON_ESCAPES[next] ?? `\\${next}`;
          i += 2;
        } else {
          value += text[i];
          i += 1;
        }
      }
      if (i >= text.length) return null;
      out += JSON.stringify(value);
      i += 1;
      continue;
    }
    const word = /^(None|True|False)\b/.exec(text.slice(i));
    if (word) {
      out += word[1] === 'None' ? 'null' : word[1] === 'True' ? 'true' : 'false';
      i += word[1]!.length;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

function flatten(value: unknown, label: string | null): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value).trim();
    if (text === '') return [];
    return [label ? `${label}: ${text}` : text];
  }
  if (Array.isArray(value)) return value.flatMap((item) => flatten(item, label));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      // Numbered keys ('0', '1') are positions, not names worth showing.
      const name = /^\d+$/.test(key) ? label : label ? `${label} › ${key}` : key;
      return flatten(item, name);
    });
  }
  return [];
}

const cache = new Map<string, readonly string[]>();
const CACHE_LIMIT = 5000;

/**
 * The same, remembered per text: a payroll's rejections often repeat one message, and the
 * table reads each row's detail both to draw it and to search it.
 */
export function detailMessagesOf(raw: unknown): readonly string[] {
  if (typeof raw !== 'string') return detailMessages(raw);
  const known = cache.get(raw);
  if (known) return known;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const lines = detailMessages(raw);
  cache.set(raw, lines);
  return lines;
}
