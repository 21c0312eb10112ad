import { languageOf, type DemoLanguage } from '../language.ts';
import { accessTexts } from './access.ts';
import { balancesTexts } from './balances.ts';
import { commonTexts } from './common.ts';
import { dashboardsTexts } from './dashboards.ts';
import { payoutsTexts } from './payouts.ts';
import { paymentsTexts } from './payments.ts';
import { preferencesTexts } from './preferences.ts';
import { settingsTexts } from './settings.ts';

/**
 * The demo API's one message catalogue: every text it answers, in both languages, each under
 * one key. The tables are split by area only for reading; a text two areas answer lives once in
 * common.ts. A key in two tables would let the later one win silently, so
 * tests/unit/demo-api/messages.test.ts refuses it.
 */
export const messages = {
  ...commonTexts,
  ...accessTexts,
  ...payoutsTexts,
  ...paymentsTexts,
  ...balancesTexts,
  ...settingsTexts,
  ...dashboardsTexts,
  ...preferencesTexts,
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = Readonly<Record<string, string | number>>;

/** The text in `language`, its `{name}` placeholders filled in (one without a value stays as it is). */
export function say(language: DemoLanguage, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The text in the request's language (http/language.ts says how it is chosen). */
export const sayFor = (request: Request, key: MessageKey, params?: MessageParams): string => say(languageOf(request), key, params);

/**
 * A text kept in the store: a key with its parameters, said in each reader's language when it
 * is read, or a literal (a reason someone typed).
 */
export type StoredText = { readonly key: MessageKey; readonly params?: MessageParams } | { readonly text: string };

export const storedText = (language: DemoLanguage, text: StoredText): string => ('text' in text ? text.text : say(language, text.key, text.params));
