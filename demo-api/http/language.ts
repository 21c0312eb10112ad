/** The languages the demo answers in, chosen per request like the provider does. */
export type DemoLanguage = 'en' | 'es';

/** Texts by key, each in every DemoLanguage (the tables of http/messages/). */
export type Texts = Readonly<Record<string, Readonly<Record<DemoLanguage, string>>>>;

const toLanguage = (tag: string | null | undefined): DemoLanguage | null => {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
};

/** The best supported language of an Accept-Language header, honouring q weights. */
function fromAcceptLanguage(header: string | null): DemoLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: toLanguage(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** `language` query parameter first, then Accept-Language, then English. */
export function languageOf(request: Request): DemoLanguage {
  const query = new URL(request.url).searchParams.get('language');
  return toLanguage(query) ?? fromAcceptLanguage(request.headers.get('accept-language')) ?? 'en';
}
