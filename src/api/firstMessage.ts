/**
 * Django REST error bodies: `{"field": ["msg", ...]}`, `{"detail": "msg"}`, `["msg"]` or a
 * plain string. The spec shows the first message of the first field.
 */
export function firstMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body === 'number' || typeof body === 'boolean') return String(body);
  if (Array.isArray(body)) {
    for (const item of body) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return null;
  }
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return null;
}
