import { describe, expect, it, vi } from 'vitest';

describe('error reporting', () => {
  it('recognises local hosts, whose events are skipped', async () => {
    const { isLocalHost } = await import('@app/reporting/report');
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0']) expect(isLocalHost(host)).toBe(true);
    for (const host of ['backoffice.example.com', '10.0.0.1', 'localhost.example.com']) expect(isLocalHost(host)).toBe(false);
  });

  it('never loads the SDK when no DSN is configured', async () => {
    vi.resetModules();
    const sdkLoaded = vi.fn();
    vi.doMock('@sentry/react', () => {
      sdkLoaded();
      return { init: vi.fn(), captureException: vi.fn() };
    });
    const { reportError, initReporting } = await import('@app/reporting/report');
    initReporting();
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdkLoaded).not.toHaveBeenCalled();
    vi.doUnmock('@sentry/react');
  });

  it('with a DSN, initialises the SDK with sample rate 1 and drops events from local hosts', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@example.invalid/1');
    const init = vi.fn();
    const captureException = vi.fn();
    vi.doMock('@sentry/react', () => ({ init, captureException }));
    const { reportError } = await import('@app/reporting/report');
    reportError(new Error('boom'), { where: 'test' });
    await vi.waitFor(() => expect(captureException).toHaveBeenCalled());
    const options = init.mock.calls[0]![0] as { tracesSampleRate: number; beforeSend: (e: object) => object | null };
    expect(options.tracesSampleRate).toBe(1);
    // jsdom runs on localhost: the event must be dropped.
    expect(options.beforeSend({ message: 'x' })).toBeNull();
    vi.doUnmock('@sentry/react');
    vi.unstubAllEnvs();
  });
});
