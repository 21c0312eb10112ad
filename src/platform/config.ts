/** Build-time configuration; every value has a demo-friendly default. */

const env = import.meta.env;

export const config = {
  /** Base address of the provider API. Empty: the embedded demo API on the same origin. */
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) || '/api',
  /** The provider's fixed prefix in the Authorization header, before the session token. */
  authPrefix: (env.VITE_AUTH_PREFIX as string | undefined) || 'Token',
  /** Host used in the support address of 'contact to support@{host}'. */
  supportHost: (env.VITE_SUPPORT_HOST as string | undefined) || '',
  dashboardVersion: '1.0.0',
  sentryDsn: (env.VITE_SENTRY_DSN as string | undefined) || '',
} as const;

export const supportHost = (): string => config.supportHost || window.location.hostname;

