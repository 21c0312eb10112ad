import type { AreaManifest } from '../session/pageEntry';

/** The payments area's pages (src/session/pageEntry.ts). */
export const MANIFEST: AreaManifest = [
  {
    path: '/payments/transactions',
    roles: ['ALL'],
    layout: 'shell',
    title: 'paymentTransactions',
    menu: { group: 'payments', rank: 1 },
    page: 'paymentTransactions/PaymentTransactionsPage',
    namespaces: ['paymentTransactions', 'paymentRenotify', 'payments', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    path: '/payments/currency_converter',
    roles: ['ALL'],
    layout: 'shell',
    title: 'currencyConverter',
    page: 'currencyConverter/CurrencyConverterPage',
    namespaces: ['currencyConverter', 'filters'],
  },
];
