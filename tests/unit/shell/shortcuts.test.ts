import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from '@app/platform/shortcuts';
import en from '../../../locales/en/shortcuts.json';
import es from '../../../locales/es/shortcuts.json';

/** The one shortcut table (issue 13) that the handlers bind and the help dialog lists. */

const MODIFIERS = ['mod', 'ctrl', 'alt', 'meta'];
const hasModifier = (hotkey: string) => hotkey.toLowerCase().split('+').some((part) => MODIFIERS.includes(part));

describe('keyboard shortcuts table', () => {
  it('names the common moves once each: palette, filters, next and previous page, help', () => {
    expect(SHORTCUTS.map((entry) => entry.id)).toEqual(['palette', 'filters', 'nextPage', 'previousPage', 'help']);
  });

  it('never binds one key to two shortcuts', () => {
    const hotkeys = SHORTCUTS.flatMap((entry) => entry.hotkeys.map((hotkey) => hotkey.toLowerCase()));
    expect(new Set(hotkeys).size).toBe(hotkeys.length);
  });

  it('marks every shortcut without Ctrl, Alt or Meta as a character key the user may turn off', () => {
    for (const entry of SHORTCUTS) {
      expect(entry.characterKey, entry.id).toBe(!entry.hotkeys.every(hasModifier));
    }
  });

  it('keeps the browser and screen readers their keys: no Alt+arrows, no Ctrl+letters but the palette', () => {
    const hotkeys = SHORTCUTS.flatMap((entry) => entry.hotkeys.map((hotkey) => hotkey.toLowerCase()));
    expect(hotkeys.filter((hotkey) => hotkey.includes('alt') || hotkey.includes('arrow'))).toEqual([]);
    expect(hotkeys.filter(hasModifier)).toEqual(['mod+k']);
  });

  it("accepts '/' and '?' with or without Shift (a Spanish keyboard types '/' as Shift+7)", () => {
    const filters = SHORTCUTS.find((entry) => entry.id === 'filters')!;
    const help = SHORTCUTS.find((entry) => entry.id === 'help')!;
    expect(filters.hotkeys).toEqual(expect.arrayContaining(['/', 'shift+/']));
    expect(help.hotkeys).toEqual(expect.arrayContaining(['?', 'shift+?']));
  });

  it('describes every shortcut in English and Spanish', () => {
    for (const entry of SHORTCUTS) {
      expect(en.actions[entry.id], entry.id).toMatch(/\S/);
      expect(es.actions[entry.id], entry.id).toMatch(/\S/);
      expect(es.actions[entry.id]).not.toBe(en.actions[entry.id]);
    }
  });
});
