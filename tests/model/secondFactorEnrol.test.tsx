import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { login } from '@app/api/calls/access';
import { callTo } from '@app/api/calls/endpointCall';
import { loginSecondFactor } from '@app/api/contract/access';
import { config } from '@app/platform/config';
import { saveVersion, writeSession } from '@app/platform/storage';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { recoveryCodeHash } from '@demo-api/access/recoveryCodes';
import { enable, startSetup, statusOf } from '@demo-api/access/secondFactor';
import { db } from '@demo-api/store';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '@demo-api/store/seed/access';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ModelPath, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { ALREADY_ON, LOCKED, secondFactorEnrolModel, WRONG_CODE, type SecondFactorEnrolEventName } from './events/secondFactorEnrol';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * 'Two-step verification' on My profile, replayed on the real page against the demo API:
 * signed in as carga (no factor) or, for the paths that start with it on, as verificada (whose
 * factor is DEMO_TOTP_SECRET, signed in with a real second step). The calls are held so the
 * page can be seen while they run; the codes typed are real ones (otpauth) for the secret the
 * server gave, from a later 30-second step each time (the server refuses a step used already).
 */

const STATUS = '/v1/me/second_factor';
const SETUP = '/v1/me/second_factor/setup';
const ENABLE = '/v1/me/second_factor/enable';
const DISABLE = '/v1/me/second_factor/disable';
const RECOVERY = '/v1/me/second_factor/recovery_codes';
const STEP_MS = 30_000;
const paths = modelPaths(secondFactorEnrolModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;
/** Steps ahead of now the next right code is made for. */
let step = 0;
/** The recovery codes the page showed last, and the files it saved. */
let shown: string[] = [];
let saved: { name: string; blob: Blob }[] = [];

beforeAll(() => useLanguage('en', [...SETTINGS_NAMESPACES, 'secondFactorEnrol']));
// jsdom has no object URLs; the start installs stand-ins, put back here.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  hold?.discard();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const codeAt = (secret: string, timestamp: number) => totp(secret).generate({ timestamp });
/** A right code no step has used yet. */
const rightCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS * step++);
/** A code the server refuses: far from every step it accepts. */
const wrongCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS * 100);

const userId = (username: string) => db.access.users.find((u) => u.username === username)!.id;

/** verificada signs in for real: her password, then a code of the step before this one (so this one is still unused). */
async function signInVerified(): Promise<void> {
  const first = await login({ username: 'verificada', password: DEMO_PASSWORD });
  const body = { challenge: first.second_factor!.challenge, code: codeAt(DEMO_TOTP_SECRET, Date.now() - STEP_MS) };
  const answer = await callTo(loginSecondFactor, { body, signal: null });
  writeSession(toSessionUser(answer, avatarFor(answer.token!)));
  saveVersion(config.dashboardVersion);
}

const section = () => screen.getByRole('region', { name: 'Two-step verification' });
const inSection = () => within(section());
const button = (name: string) => inSection().getByRole('button', { name });
const codeInputs = () => inSection().getAllByLabelText('Code from your app', { selector: 'input' });
const qr = () => inSection().queryByRole('img', { name: 'QR code for your authenticator app' });
const keptBox = () => inSection().getByRole('checkbox', { name: 'I have kept these codes somewhere safe' });
const codesList = () => inSection().queryByRole('list', { name: 'Recovery codes' });

/** What the section says about the factor: the badge and the sentence. */
function says(enabled: boolean, left = 10) {
  expect(within(section()).getByText(enabled ? 'On' : 'Off')).toBeInTheDocument();
  if (enabled) {
    expect(section()).toHaveTextContent('Each sign-in asks for your password and a code from your authenticator app.');
    expect(section()).toHaveTextContent(`${left} recovery codes left.`);
  } else {
    expect(section()).toHaveTextContent('Signing in asks only for your password.');
  }
}

/** The code field says why the last code was refused (or nothing). */
function refusedWith(text: string | null) {
  const field = inSection().getByRole('group', { name: 'Code from your app' });
  if (text) expect(field).toHaveAccessibleDescription(text);
  else expect(field).not.toHaveAccessibleDescription();
  for (const input of codeInputs()) {
    if (text) expect(input).toHaveAttribute('aria-invalid', 'true');
    else expect(input).not.toHaveAttribute('aria-invalid');
  }
}

async function typeCode(code: string) {
  const [first] = codeInputs();
  await world.user.click(first!);
  await world.user.keyboard(code);
}

/** Where the code typed goes: by the step the user is in. */
function codeStep(ctx: StepContext): { path: string; submit: string; secret: () => string } {
  const previous = ctx.previous!;
  if (previous.matches('enrolling')) return { path: ENABLE, submit: 'Turn on', secret: () => db.access.secondFactors.get(userId('carga'))!.pendingSecret! };
  if (previous.matches({ on: 'confirmingOff' })) return { path: DISABLE, submit: 'Turn off', secret: () => DEMO_TOTP_SECRET };
  return { path: RECOVERY, submit: 'Get new codes', secret: () => DEMO_TOTP_SECRET };
}

/** Sends the step's form and holds its call; a second press sends nothing more. */
async function send(path: string, submit: string) {
  await world.user.click(button(submit));
  held = await hold.next(path);
  await world.user.click(button(submit)).catch(() => {});
  expect(hold.pending()).toHaveLength(1);
}

const REFUSALS: readonly string[] = ['the server refuses the code', 'the server makes the user wait', 'the server refuses the code to turn it off', 'the server refuses the code for new codes'];
const pass = async () => held!.pass();
const abort = async () => held!.abort();

const events: Record<SecondFactorEnrolEventName, (ctx: StepContext) => Promise<void>> = {
  'the server says it is off': async () => (await hold.next(STATUS)).pass(),
  'the server says it is on': async () => (await hold.next(STATUS)).pass(),
  'the status does not load': async () => {
    demoServer.use(http.get(`*${STATUS}`, () => HttpResponse.error(), { once: true }));
    (await hold.next(STATUS)).pass();
  },
  'the status answer is malformed': async () => {
    demoServer.use(http.get(`*${STATUS}`, () => HttpResponse.json({ enabled: 'yes', recovery_codes_left: -1 }), { once: true }));
    (await hold.next(STATUS)).pass();
  },
  'the user tries again': async () => {
    await world.user.click(button('Try again'));
  },
  'the user turns it on': async () => {
    await world.user.click(button('Turn on'));
    held = await hold.next(SETUP);
    expect(held.method).toBe('POST');
  },
  'the server gives a secret': pass,
  'the server refuses the setup': async () => {
    // Turned on meanwhile (in another tab), by the demo's own rules.
    const id = userId('carga');
    const { secret } = startSetup(id, 'carga')!;
    expect(enable(id, 'carga', codeAt(secret, Date.now()))).not.toBeNull();
    held!.pass();
  },
  'the user leaves while setting up': abort,
  'the user types a code': async (ctx) => {
    const { path, submit, secret } = codeStep(ctx);
    const code = REFUSALS.includes(ctx.next ?? '') ? wrongCode(secret()) : rightCode(secret());
    await typeCode(code);
    await send(path, submit);
    expect(JSON.parse(String(held!.body))).toEqual({ code });
  },
  'the user types a recovery code': async () => {
    await world.user.click(inSection().getByRole('switch', { name: 'Use a recovery code' }));
    await world.user.type(inSection().getByRole('textbox', { name: 'Recovery code' }), DEMO_RECOVERY_CODES[0]!);
    await send(DISABLE, 'Turn off');
    expect(JSON.parse(String(held!.body))).toEqual({ code: DEMO_RECOVERY_CODES[0] });
  },
  'the user cancels': async () => {
    await world.user.click(button('Cancel'));
  },
  'the server turns it on': pass,
  'the server refuses the code': pass,
  'the server makes the user wait': async () => {
    // Five wrong codes or passwords before this one: the account waits five minutes.
    db.access.loginFailures.set('carga', { count: 5, lockedUntil: Date.now() + 5 * 60_000, lastAt: Date.now() });
    held!.pass();
  },
  'the user leaves while turning it on': abort,
  'the user ticks the box': async () => {
    await world.user.click(keptBox());
  },
  'the user unticks the box': async () => {
    await world.user.click(keptBox());
  },
  'the user is done': async () => {
    await world.user.click(button('Done'));
  },
  'the user asks to turn it off': async () => {
    await world.user.click(button('Turn off'));
  },
  'the user asks for new codes': async () => {
    await world.user.click(button('New recovery codes'));
  },
  'the server turns it off': pass,
  'the server takes the recovery code': pass,
  'the server refuses the code to turn it off': pass,
  'the user leaves while turning it off': abort,
  'the server sends new codes': pass,
  'the server refuses the code for new codes': pass,
  'the user leaves while asking for new codes': abort,
};

/** The QR code: dark modules on white, none of them within four modules of the edge. */
async function checkQr() {
  const image = await inSection().findByRole('img', { name: 'QR code for your authenticator app' });
  const size = Number(image.getAttribute('viewBox')!.split(' ')[2]);
  expect(image.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
  const path = image.querySelector('path')!;
  expect(path).toHaveAttribute('fill', '#000000');
  const corners = [...path.getAttribute('d')!.matchAll(/M(\d+),(\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
  expect(corners.length).toBeGreaterThan(100);
  expect(Math.min(...corners)).toBe(4);
  expect(Math.max(...corners)).toBe(size - 5);
}

/** The code step is there, Send disabled until six digits; `busy`: its call runs. */
async function codeStepShown(submit: string, busy: boolean) {
  const send = button(submit);
  if (busy) {
    await waitFor(() => expect(send).toHaveAttribute('data-loading', 'true'));
    expect(button('Cancel')).toBeDisabled();
    // The boxes take no typing while the code is checked (read-only, so they keep the focus).
    for (const input of inSection().queryAllByRole('textbox')) expect(input.matches(':disabled, [readonly]')).toBe(true);
  } else {
    await waitFor(() => expect(send).not.toHaveAttribute('data-loading'));
    expect(button('Cancel')).toBeEnabled();
  }
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    expect(await screen.findByRole('status', { name: 'Loading two-step verification' })).toBeInTheDocument();
    expect(inSection().queryByText('On')).toBeNull();
    expect(inSection().queryByText('Off')).toBeNull();
  },
  failed: async (ctx) => {
    const alert = await inSection().findByRole('alert');
    expect(alert).toHaveTextContent('Two-step verification could not be loaded');
    expect(alert).toHaveTextContent(ctx.via === 'the status answer is malformed' ? 'The server sent an answer this page cannot read.' : 'Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(inSection().queryByRole('button', { name: 'Turn on' })).toBeNull();
  },
  '{"off":"idle"}': async (ctx) => {
    await waitFor(() => expect(button('Turn on')).not.toHaveAttribute('data-loading'));
    says(false);
    expect(qr()).toBeNull();
    expect(inSection().queryAllByLabelText('Code from your app')).toHaveLength(0);
    if (ctx.via === 'the server refuses the setup') {
      const alert = inSection().getByRole('alert');
      expect(alert).toHaveTextContent('Two-step verification was not turned on');
      expect(alert).toHaveTextContent(ALREADY_ON);
    } else {
      expect(inSection().queryByRole('alert')).toBeNull();
    }
    if (ctx.via === 'the server turns it off' || ctx.via === 'the server takes the recovery code') {
      expect(statusOf(userId('verificada'))).toEqual({ enabled: false, recovery_codes_left: 0 });
    }
    if (ctx.via === 'the user cancels') expect(statusOf(userId('carga')).enabled).toBe(false);
  },
  '{"off":"settingUp"}': async () => {
    await waitFor(() => expect(button('Turn on')).toHaveAttribute('data-loading', 'true'));
  },
  '{"enrolling":"entering"}': async (ctx) => {
    await checkQr();
    await codeStepShown('Turn on', false);
    expect(codeInputs()).toHaveLength(6);
    expect(statusOf(userId('carga')).enabled).toBe(false);
    switch (ctx.via) {
      case 'the server gives a secret': {
        expect(button('Turn on')).toBeDisabled();
        refusedWith(null);
        // The secret to type, in fours, and copied whole.
        const secret = db.access.secondFactors.get(userId('carga'))!.pendingSecret!;
        await world.user.click(button("Can't scan it?"));
        expect(button("Can't scan it?")).toHaveAttribute('aria-expanded', 'true');
        expect(inSection().getByText(secret.match(/.{1,4}/g)!.join(' '))).toBeInTheDocument();
        await world.user.click(button('Copy'));
        expect(await navigator.clipboard.readText()).toBe(secret);
        break;
      }
      case 'the server refuses the code':
        refusedWith(WRONG_CODE);
        break;
      case 'the server makes the user wait':
        refusedWith(LOCKED);
        break;
      default:
        refusedWith(null);
    }
  },
  '{"enrolling":"enabling"}': async () => {
    await codeStepShown('Turn on', true);
    expect(qr()).not.toBeNull();
  },
  showingCodes: async (ctx) => {
    const list = await waitFor(() => {
      const found = codesList();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(qr()).toBeNull();
    expect(inSection().getByText('On')).toBeInTheDocument();
    const kept = (ctx.snapshot.context as { kept: boolean }).kept;
    expect(keptBox()).toHaveProperty('checked', kept);
    if (kept) expect(button('Done')).toBeEnabled();
    else expect(button('Done')).toBeDisabled();
    if (ctx.via !== 'the server turns it on' && ctx.via !== 'the server sends new codes') return;
    // Ten codes, each an unused recovery code of the account now.
    shown = within(list).getAllByRole('listitem').map((item) => item.textContent!);
    expect(shown).toHaveLength(10);
    const owner = userId(ctx.via === 'the server turns it on' ? 'carga' : 'verificada');
    expect(db.access.secondFactors.get(owner)!.recoveryHashes).toEqual(shown.map(recoveryCodeHash));
    expect(statusOf(owner)).toEqual({ enabled: true, recovery_codes_left: 10 });
    // The old codes stopped working.
    if (ctx.via === 'the server sends new codes') expect(shown).not.toContain(DEMO_RECOVERY_CODES[1]);
    await world.user.click(button('Copy'));
    expect(await navigator.clipboard.readText()).toBe(shown.join('\n'));
    await world.user.click(button('Download'));
    expect(saved.map((file) => file.name)).toEqual(['recovery-codes.txt']);
    const text = await saved[0]!.blob.text();
    for (const code of shown) expect(text).toContain(code);
    expect(saved[0]!.blob.type).toBe('text/plain;charset=utf-8');
  },
  '{"on":"idle"}': async (ctx) => {
    await waitFor(() => expect(button('Turn off')).toBeEnabled());
    says(true);
    expect(button('New recovery codes')).toBeEnabled();
    expect(inSection().queryAllByLabelText('Code from your app')).toHaveLength(0);
    if (ctx.via === 'the user is done') {
      // Shown once: gone from the page, and never written to the browser's storage.
      expect(codesList()).toBeNull();
      const stored = [sessionStorage, localStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''));
      for (const code of shown) for (const value of stored) expect(value).not.toContain(code);
    }
  },
  '{"on":"confirmingOff"}': async (ctx) => {
    expect(inSection().getByRole('heading', { name: 'Turn off two-step verification' })).toBeInTheDocument();
    await codeStepShown('Turn off', false);
    says(true);
    expect(inSection().getByRole('switch', { name: 'Use a recovery code' })).not.toBeChecked();
    refusedWith(ctx.via === 'the server refuses the code to turn it off' ? WRONG_CODE : null);
    expect(statusOf(userId('verificada')).enabled).toBe(true);
  },
  '{"on":"disabling"}': async () => {
    await codeStepShown('Turn off', true);
  },
  '{"on":"confirmingNewCodes"}': async (ctx) => {
    expect(inSection().getByRole('heading', { name: 'New recovery codes' })).toBeInTheDocument();
    await codeStepShown('Get new codes', false);
    expect(inSection().queryByRole('switch', { name: 'Use a recovery code' })).toBeNull();
    refusedWith(ctx.via === 'the server refuses the code for new codes' ? WRONG_CODE : null);
    // The codes are still the seeded ones.
    expect(statusOf(userId('verificada')).recovery_codes_left).toBe(10);
    expect(db.access.secondFactors.get(userId('verificada'))!.recoveryHashes).toContain(recoveryCodeHash(DEMO_RECOVERY_CODES[1]!));
  },
  '{"on":"renewing"}': async () => {
    await codeStepShown('Get new codes', true);
  },
};

async function start(path: ModelPath<undefined>) {
  notifications.clean();
  step = 0;
  shown = [];
  saved = [];
  if (path.labels.includes('the server says it is on')) await signInVerified();
  else await signIn('carga');
  let lastBlob: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:codes'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  hold = holdRequests([STATUS, SETUP, ENABLE, DISABLE, RECOVERY]);
  held = null;
  world = renderSettingsPage('/profile', ProfilePage);
  await screen.findByRole('region', { name: 'Two-step verification' });
}

describe('two-step verification, replayed on My profile', { timeout: 30_000 }, () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, { start: () => start(path), events, states });
  });
});

describe('two-step verification, a whole round', { timeout: 30_000 }, () => {
  it('carga turns it on, keeps the codes, and turns it off again with the next code', async () => {
    step = 0;
    await signIn('carga');
    world = renderSettingsPage('/profile', ProfilePage);
    await screen.findByRole('region', { name: 'Two-step verification' });
    await world.user.click(await inSection().findByRole('button', { name: 'Turn on' }));
    await checkQr();
    const secret = db.access.secondFactors.get(userId('carga'))!.pendingSecret!;
    await typeCode(rightCode(secret));
    await world.user.click(button('Turn on'));
    expect(await inSection().findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await world.user.click(keptBox());
    await world.user.click(button('Done'));
    await waitFor(() => says(true));
    expect(statusOf(userId('carga'))).toEqual({ enabled: true, recovery_codes_left: 10 });

    await world.user.click(button('Turn off'));
    // The code of the step just used is refused: the next step's.
    await typeCode(rightCode(secret));
    await world.user.click(button('Turn off'));
    await waitFor(() => says(false));
    expect(statusOf(userId('carga')).enabled).toBe(false);
  });
});
