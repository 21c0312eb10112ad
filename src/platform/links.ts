/**
 * Build-time addresses only some pages show (the API documentation, the PHP SDK package, the
 * status page the dashboard reads), apart from src/platform/config.ts so that /login's first
 * load does not carry them. Every value has a demo-friendly default.
 */
const env = import.meta.env;

export const links = {
  apiDocsUrl: (env.VITE_API_DOCS_URL as string | undefined) || 'https://docs.example.com/api',
  /** The Composer package of the PHP SDK page (/payout). */
  phpSdkPackage: (env.VITE_PHP_SDK_PACKAGE as string | undefined) || 'payments-provider/php-sdk',
  /**
   * The public status page's summary.json (Statuspage format) the dashboard's services panel
   * reads. Default: the copy the embedded demo API serves.
   */
  statusPageUrl: (env.VITE_STATUS_PAGE_URL as string | undefined) || '/__demo/status/summary.json',
} as const;
