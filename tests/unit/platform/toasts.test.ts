import { afterEach, describe, expect, it } from 'vitest';
import { keyMessage } from '@machines/shared/message';
import { presentToast } from '@app/app/loadOnDemand';
import { notify, notifyError, presentToasts, resetToasts, type Toast } from '@app/platform/toasts';

afterEach(() => {
  // Back to what every other test gets (tests/support/setup.ts).
  resetToasts();
  presentToasts(presentToast);
});

describe('toasts asked for below the app', () => {
  it('wait for the drawer, then are drawn once each, in order', () => {
    resetToasts();
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
