import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bootScript, firstTextsBlock, injectLogin } from '../../../scripts/build/prerenderLogin';
import { claimHeldSubmit, resetHeldSubmit, takeOverPrerenderedLogin } from '../../../src/access/login/prerender/takeOver';
import { readLanguage } from '../../../src/i18n/language';

/** index.html's root as the build leaves it: one hidden copy of the form per language. */
function prerenderedRoot(): void {
  const copy = (language: string) =>
    `<div data-prerendered-login="${language}" hidden><form method="post"><h1>${language}</h1>` +
    '<input name="username" autocomplete="username" /><input name="password" autocomplete="current-password" type="password" /></form></div>';
  document.body.innerHTML = `<div id="root">${copy('en')}${copy('es')}</div>`;
}

const runBoot = () => new Function(bootScript())();
const kept = () => [...document.querySelectorAll('[data-prerendered-login]')].map((node) => [node.getAttribute('data-prerendered-login'), node.hasAttribute('hidden')]);

beforeEach(() => {
  window.history.pushState({}, '', '/login');
  document.documentElement.lang = 'en';
  prerenderedRoot();
  resetHeldSubmit();
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the boot script inlined after the prerendered login form', () => {
  it.each([
    [null, 'en'],
    ['es', 'es'],
    ['en', 'en'],
    ['fr', 'en'],
  ])('with lang %s in local storage it shows the %s copy, as the app will choose', (stored, expected) => {
    if (stored) window.localStorage.setItem('lang', stored);
    runBoot();
    expect(kept()).toEqual([[expected, false]]);
    expect(document.documentElement.lang).toBe(expected);
    expect(readLanguage()).toBe(expected);
  });

  it('drops both copies on any other path, and for a signed-in user on /login', () => {
    window.history.pushState({}, '', '/account/recover_password');
    runBoot();
    expect(kept()).toEqual([]);
    window.history.pushState({}, '', '/login');
    prerenderedRoot();
    window.sessionStorage.setItem('user', '{}');
    runBoot();
    expect(kept()).toEqual([]);
  });

  it('holds a submit instead of letting the browser send the form', () => {
    runBoot();
    const form = document.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.querySelector('[data-prerendered-login]')!.hasAttribute('data-submitted')).toBe(true);
  });
});

describe('the app taking the prerendered form over', () => {
  it('starts from what was typed, the focused field and a held Sign in, sent once', () => {
    runBoot();
    const [username, password] = [...document.querySelectorAll('input')];
    username!.value = 'carga';
    password!.value = 'demo';
    password!.focus();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const login = takeOverPrerenderedLogin();
    expect(login).toEqual({ username: 'carga', password: 'demo', focused: 'password', submitted: true });
    expect(claimHeldSubmit(login)).toBe(true);
    expect(claimHeldSubmit(login)).toBe(false);
  });

  it('finds nothing once the copy is gone (a later visit to /login offers nothing typed before)', () => {
    runBoot();
    document.querySelector('input')!.value = 'carga';
    document.getElementById('root')!.innerHTML = '';
    expect(takeOverPrerenderedLogin()).toBeNull();
    expect(claimHeldSubmit(null)).toBe(false);
  });

  it('finds nothing when the boot script did not run (the copies stay hidden)', () => {
    expect(takeOverPrerenderedLogin()).toBeNull();
  });
});

describe('the build putting the form into index.html', () => {
  const html = '<html><head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"></div></body></html>';
  const style = '<style data-mantine-styles="true">:root{--x:1}</style>';

  it('adds one hidden copy per language, Mantine\'s styles once in the head, then the boot script', () => {
    const out = injectLogin(html, { en: `${style}<form>en</form>`, es: `${style}<form>es</form>` }, 'boot()');
    expect(out).toBe(
      `<html><head><link rel="stylesheet" href="/assets/a.css">${style}</head><body><div id="root">` +
        '<div data-prerendered-login="en" hidden><form>en</form></div><div data-prerendered-login="es" hidden><form>es</form></div>' +
        '</div><script>boot()</script></body></html>',
    );
  });

  it('carries the first screen\'s texts of both languages as inert JSON, in <head>', () => {
    const block = firstTextsBlock();
    const out = injectLogin(html, { en: '', es: '' }, '', block);
    expect(out.indexOf(block)).toBeLessThan(out.indexOf('</head>'));
    const json = /^<script type="application\/json" id="first-texts">(.*)<\/script>$/.exec(block)![1]!;
    expect(json).not.toContain('<');
    const texts = JSON.parse(json) as Record<string, Record<string, unknown>>;
    for (const language of ['en', 'es']) {
      for (const ns of ['common', 'login']) {
        expect(texts[language]![ns]).toEqual(JSON.parse(readFileSync(`locales/${language}/${ns}.json`, 'utf8')));
      }
    }
  });

  it('refuses an index.html without the empty root', () => {
    expect(() => injectLogin('<div id="app"></div>', { en: '', es: '' }, '')).toThrow('no <div id="root"></div>');
  });
});
