import type * as Sentry from '@sentry/react';
import { config } from '../platform/config';

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

type Sdk = typeof Sentry;
let sdk: Promise<Sdk | null> | null = null;

/** The SDK loads only when a DSN is configured, so it costs nothing when reporting is off. */
function loadSdk(): Promise<Sdk | null> {
  // Read from import.meta.env here, not through config: a build without a DSN then has no
  // trace of the SDK at all (not even its chunk's name in the entry chunk).
  if (!import.meta.env.VITE_SENTRY_DSN || !config.sentryDsn) return Promise.resolve(null);
  sdk ??= import('@sentry/react').then((loaded) => {
    loaded.init({
      dsn: config.sentryDsn,
      tracesSampleRate: 1,
      beforeSend: (event) => (isLocalHost(window.location.hostname) ? null : event),
    });
    return loaded;
  });
  return sdk;
}

export const isLocalHost = (hostname: string): boolean => LOCAL_HOSTS.test(hostname);

export function initReporting(): void {
  void loadSdk();
}

/** Reports an unexpected condition; never throws, never blocks the user. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  void loadSdk()
    .then((loaded) => loaded?.captureException(error, extra ? { extra } : undefined))
    .catch(() => {});
}
