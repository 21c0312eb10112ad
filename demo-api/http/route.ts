import type { DemoUser } from '../store/seed/access.ts';
import { requireFileUser, requireUser } from './auth.ts';
import { signedLink } from './fileLinks.ts';
import { realNow } from './sessions.ts';
import { languageOf, type DemoLanguage } from './language.ts';
import { Refusal } from './refusal.ts';

/**
 * The wrappers every area's handlers share: a context with the URL and language, a thrown
 * Refusal (a Django-shaped refusal) as the answer, and the token check for signed-in calls.
 */
type Params = Record<string, string | readonly string[] | undefined>;

export interface Context {
  readonly request: Request;
  readonly url: URL;
  readonly language: DemoLanguage;
  readonly params: Params;
}

type Run<C> = (context: C) => Response | Promise<Response>;
type Handler = (input: { request: Request; params: Params }) => Response | Promise<Response>;

/** `before` runs ahead of every answer (payouts settles what the demo clock says is due). */
export function routeWrappers(before: () => void = () => {}): {
  signedIn: (run: Run<Context & { user: DemoUser }>) => Handler;
  byLink: (run: Run<Context & { user: DemoUser }>) => Handler;
} {
  async function answer(request: Request, params: Params, run: Run<Context>): Promise<Response> {
    before();
    try {
      return await run({ request, url: new URL(request.url), language: languageOf(request), params });
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  }
  const as =
    (who: (request: Request) => DemoUser | Response) =>
    (run: Run<Context & { user: DemoUser }>): Handler =>
    ({ request, params }) => {
      const user = who(request);
      if (user instanceof Response) return user;
      return answer(request, params, (context) => run({ ...context, user }));
    };
  return {
    signedIn: as(requireUser),
    // Files a browser opens by link (a new tab, an <img>, the PDF viewer) carry no Authorization
    // header: a signed link stands for the session there. Each handler still checks the company.
    byLink: as(requireFileUser),
  };
}

export const pathId = (value: unknown): number | null => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);

/** The API's base path as the request reached it (`/api` in the demo), for links in answers. */
const apiBase = (request: Request): string => new URL(request.url).pathname.replace(/\/v1\/.*$/, '');

/** A signed link to a file under the API's base (`/v1/...`), for `user`, valid FILE_LINK_MS. */
export const fileLink = (request: Request, user: DemoUser, path: string, ttlMs?: number): string =>
  signedLink(`${apiBase(request)}${path}`, user.id, realNow(), ttlMs);
