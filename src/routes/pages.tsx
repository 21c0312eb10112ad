import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { onDemand } from '../app/loadOnDemand';
import type { ResetPasswordPage as ResetPasswordView } from '../access/resetPassword/ResetPasswordPage';
import type { PageName } from '../app/onDemand';
import { i18next } from '../i18n';
import type { ComingSoonPage as ComingSoonView } from '../shell/ComingSoonPage';
import { withRetries } from '../shell/lazyPage';
import type { RouteEntry } from './table';

/**
 * A lazy page: its code and the texts it shows load together, so it renders at once when
 * they arrive instead of suspending on its namespaces (and React holding the reveal of its
 * Suspense fallback back, 300 ms). `namespaces` lists every namespace the page and the
 * components it imports name in `useTranslation` (tests/unit/routes/pageNamespaces.test.ts
 * checks it); 'errors' is always added, for the API's failure messages.
 *
 * Signed-in pages also load the stylesheets of the Mantine components signed-in pages use
 * (src/styles/signedIn.ts), asked for first so their <link> comes before the page's own
 * stylesheets (dates, data table, CSS modules), as Mantine's cascade needs.
 */
export interface PageLoad<N extends PageName = PageName> {
  readonly name: N;
  readonly namespaces: readonly string[];
  readonly signedIn: boolean;
}

/** The page's module once its code, texts and (signed-in) styles are in. */
export function loadPage({ name, namespaces, signedIn }: PageLoad): Promise<unknown> {
  return onDemand().then((loader) => {
    const styles = signedIn ? loader.signedInStyles() : null;
    return Promise.all([styles, loader.PAGES[name](), i18next.loadNamespaces(['errors', ...namespaces])]).then(
      ([, module]) => module,
    );
  });
}

/** `M`: the page module's type, for pages that take props (exported under the page's name). */
function page<M extends Record<string, unknown> = Record<string, RouteComponent>>(
  name: NoInfer<PageName & keyof M>,
  namespaces: readonly string[],
  signedIn = true,
) {
  const load: PageLoad = { name, namespaces, signedIn };
  const component = lazyRouteComponent(withRetries(() => loadPage(load) as Promise<M>), name);
  return Object.assign(component, { load });
}

const ComingSoon = page('ComingSoonPage', ['shell']);
const NotFound = page('NotFoundPage', ['shell']);

/** Pages built so far, by route path; every other route shows its "coming soon" placeholder. */
const PAGES: Partial<Record<string, RouteComponent & { load: PageLoad }>> = {
  $: NotFound,
  '/payouts/transactions': page('PayoutTransactionsPage', ['payoutTransactions', 'payouts', 'filters', 'lists', 'shell']),
  '/payouts/report': page('PayoutReportPage', ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'lists', 'shell']),
  '/payouts/list': page('PayoutListPage', ['payoutList', 'payouts', 'filters', 'lists', 'shell']),
  '/payroll/regenerate-bank-file': page('RegenerateBankFilePage', ['regenerateBankFile', 'payouts']),
  '/payroll/approve': page('PayrollApprovePage', ['payrollApprove', 'payouts']),
  '/payouts/vouchers': page('PayoutVouchersPage', ['payoutVouchers', 'payouts', 'filters', 'lists', 'shell']),
  '/payroll/view/$id_payroll': page('PayrollDetailPage', ['payrollDetail', 'payouts']),
  '/payouts/upload': page('PayoutUploadPage', ['payoutUpload', 'payouts']),
  '/payments/currency_converter': page('CurrencyConverterPage', ['currencyConverter']),
};

/** What a route's page loads: its own page, or the placeholder's. */
export function pageLoadFor(path: string): PageLoad {
  return (PAGES[path] ?? ComingSoon).load;
}

/**
 * A route's page: its own, or the placeholder with the route's title. The placeholder is a
 * lazy route component too, so the router loads it before rendering like any page (a
 * component that loaded its chunk while rendering would suspend and show a fallback first).
 */
export function pageFor(entry: RouteEntry): RouteComponent {
  const built = PAGES[entry.path];
  if (built) return built;
  const load = ComingSoon.load;
  return lazyRouteComponent(
    withRetries(() =>
      (loadPage(load) as Promise<{ ComingSoonPage: typeof ComingSoonView }>).then(({ ComingSoonPage }) => ({
        Placeholder: function Placeholder() {
          return <ComingSoonPage title={entry.title} />;
        },
      })),
    ),
    'Placeholder',
  );
}

export const RecoverPasswordPage = page('RecoverPasswordPage', ['recoverPassword'], false);
export const ResetPasswordPage = page<{ ResetPasswordPage: typeof ResetPasswordView }>(
  'ResetPasswordPage',
  ['resetPassword'],
  false,
);
export const RegisterPage = page('RegisterPage', ['register'], false);
export const LogoutPage = page('LogoutPage', [], false);
export const Shell = page('Shell', ['shell']);
