/**
 * A user-facing message as machines and the API client describe it: either a locale key
 * (translated by the view) or a text that came from the server (rendered as plain text).
 */
export type Message =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export const keyMessage = (key: string, values?: Record<string, string | number>): Message =>
  values ? { key, values } : { key };
