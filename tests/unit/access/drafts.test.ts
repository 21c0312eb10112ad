import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessCalls } from '@app/app/loadOnDemand';
import { config } from '@app/platform/config';
import { restoringDraft } from '@app/platform/draftRestoring';
import { DRAFT_LIFETIME_MS, dropDrafts, findDraft, keepDrafts, restoreDraft } from '@app/platform/drafts';
import { navigation } from '@app/platform/navigation';
import { formOpened } from '@app/platform/openForms';
import { clearStorage, draftsMaybeKept, readSession, VERSION_KEY } from '@app/platform/storage';
import { createSessionActor } from '@app/session/sessionActor';
import { signInAs } from '../demo-api/payoutsSupport';

/**
 * Issue 29: what a form held when a 401 met it is kept in this browser (IndexedDB), offered back
 * to the same user only, never with a password or code, for 24 hours, and forgotten at sign-out.
 */
const saved = { ...navigation };
afterEach(() => Object.assign(navigation, saved));

const AT = new Date('2026-11-25T14:00:00Z');

describe('drafts kept in the browser', () => {
  it('keeps an open form’s values, files included, and gives them back to its page', async () => {
    const file = new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' });
    const close = formOpened({ form: 'balanceAdd', subject: { id: 7 }, values: () => ({ amount: '1500', files: [{ name: 'receipt.pdf', blob: file }] }) });
    await keepDrafts('id:3', '/settlements/topups?page=2', AT);
    close();

    const found = await findDraft('id:3', AT);
    expect(found).toMatchObject({ form: 'balanceAdd', path: '/settlements/topups?page=2', savedAt: AT.toISOString() });
    navigation.go = vi.fn();
    await restoreDraft(found!.id);

    expect(navigation.go).toHaveBeenCalledWith('/settlements/topups?page=2');
    const restoring = restoringDraft('balanceAdd');
    expect(restoring?.subject).toEqual({ id: 7 });
    const values = restoring?.values as { amount: string; files: { name: string; blob: File }[] };
    expect(values.amount).toBe('1500');
    expect(values.files[0]!.blob).toBeInstanceOf(File);
    expect(values.files[0]!.blob.name).toBe('receipt.pdf');
    expect(await values.files[0]!.blob.text()).toBe('%PDF-1.4 receipt');
    // Restored once: the kept copy is gone.
    expect(await findDraft('id:3', AT)).toBeNull();
  });

  it('never keeps a password, a code or a key', async () => {
    formOpened({ form: 'userAdd', values: () => ({ email: 'ana@example.com', password: 'demo1234', newPassword: 'x', code: '123456', recoveryCode: 'abcd', apiKey: 'sk_live', token: 't' }) });
    await keepDrafts('id:3', '/users', AT);
    navigation.go = vi.fn();
    await restoreDraft((await findDraft('id:3', AT))!.id);
    expect(restoringDraft('userAdd')?.values).toEqual({ email: 'ana@example.com' });
  });

  it('is offered to its owner only, and not after 24 hours', async () => {
    formOpened({ form: 'payrollReject', values: () => ({ reason: 'Wrong amounts' }) });
    await keepDrafts('id:3', '/payouts/list', AT);
    expect(await findDraft('id:4', AT)).toBeNull();
    const later = (ms: number) => new Date(AT.getTime() + ms);
    expect(await findDraft('id:3', later(DRAFT_LIFETIME_MS - 1000))).not.toBeNull();
    expect(await findDraft('id:3', later(DRAFT_LIFETIME_MS))).toBeNull();
    // Dropped on the way, not only hidden: earlier clocks no longer find it either.
    expect(await findDraft('id:3', AT)).toBeNull();
    expect(draftsMaybeKept()).toBe(false);
  });

  it('leaves a mark the spec’s storage clearing spares, so the next sign-in looks for it', async () => {
    formOpened({ form: 'payrollReject', values: () => ({ reason: 'Wrong amounts' }) });
    await keepDrafts('id:3', '/payouts/list', AT);
    clearStorage();
    expect(draftsMaybeKept()).toBe(true);
    await dropDrafts();
    expect(draftsMaybeKept()).toBe(false);
    expect(await findDraft('id:3', AT)).toBeNull();
  });
});

describe('the session and the drafts', () => {
  async function signedIn() {
    await signInAs('carga');
    window.localStorage.setItem(VERSION_KEY, config.dashboardVersion);
    navigation.go = vi.fn();
    const session = createSessionActor(accessCalls).start();
    expect(session.getSnapshot().value).toBe('signedIn');
    return session;
  }
  const owner = (session: Awaited<ReturnType<typeof signedIn>>) => `id:${session.getSnapshot().context.session!.user.id}`;
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000 });

  it('a 401 over an open form keeps its draft; giving up keeps it for the next sign-in', async () => {
    const session = await signedIn();
    const carga = owner(session);
    formOpened({ form: 'payrollReject', values: () => ({ reason: 'Wrong amounts' }) });
    session.send({ type: 'UNAUTHORIZED', formOpen: true });
    expect(session.getSnapshot().value).toBe('signingInAgain');
    expect(readSession()).toBeNull();
    await eventually(async () => expect(await findDraft(carga)).toMatchObject({ form: 'payrollReject' }));
    session.send({ type: 'GIVE_UP' });
    expect(await findDraft(carga)).not.toBeNull();
  });

  it('an explicit sign-out forgets every draft', async () => {
    const session = await signedIn();
    const carga = owner(session);
    formOpened({ form: 'payrollReject', values: () => ({ reason: 'Wrong amounts' }) });
    await keepDrafts(carga, '/payouts/list');
    await keepDrafts('id:999', '/payouts/list');
    expect(await findDraft(carga)).not.toBeNull();
    session.send({ type: 'SIGN_OUT' });
    await eventually(async () => {
      expect(await findDraft(carga)).toBeNull();
      expect(await findDraft('id:999')).toBeNull();
    });
  });
});
