/** UTF-8 safe base64 helpers that work in Node and in browsers (no Buffer). */
export function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard or URL-safe base64, with or without padding (Django's
 * urlsafe_base64_encode strips it). Returns null when the text is not base64 or not UTF-8.
 */
export function decodeBase64(text: string): string | null {
  const normalised = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (normalised === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) return null;
  const padded = normalised.replace(/=+$/, '');
  const withPadding = padded + '='.repeat((4 - (padded.length % 4)) % 4);
  try {
    const binary = atob(withPadding);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
