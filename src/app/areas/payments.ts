/** The payments area's pages (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  PaymentTransactionsPage: () => import('../../payments/paymentTransactions/PaymentTransactionsPage'),
  CurrencyConverterPage: () => import('../../payments/currencyConverter/CurrencyConverterPage'),
};
