import { describe, expect, it } from 'vitest';
import { keyMessage } from '@machines/shared/message';
import { resetPlatform } from '@app/platform/store';
import { notify, notifyError, presentToasts, type Toast } from '@app/platform/toasts';

describe('toasts asked for below the app', () => {
  it('wait for the drawer, then are drawn once each, in order', () => {
    // As on a fresh page load: no drawer bound yet (tests/support/setup.ts binds one again after).
    resetPlatform();
    notifyError(keyMessage('errors:network'));
    notify('success', { text: 'Saved' }, { text: 'Done' });
    const drawn: Toast[] = [];
    presentToasts((toast) => drawn.push(toast));
    expect(drawn).toEqual([
      { tone: 'error', message: keyMessage('errors:network'), title: undefined },
      { tone: 'success', message: { text: 'Saved' }, title: { text: 'Done' } },
    ]);
    notify('info', { text: 'Later' });
    expect(drawn).toHaveLength(3);
    expect(drawn[2]).toMatchObject({ tone: 'info', message: { text: 'Later' } });
  });
});
