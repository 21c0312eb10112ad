import { vi } from 'vitest';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { CurrencyConverterCard } from '@app/payments/currencyConverter/CurrencyConverterCard';
import { resetDemoStore } from '@demo-api/store';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { renderView } from '../../support/render';

/** The demo's rates were last updated at the start of this hour (demo-api/README.md, "Payments"). */
const DEMO_NOW = new Date('2026-11-20T15:42:00Z');

/** A signed-in carga (the rates call needs a session) and the card on its own. */
export async function renderCard(headingOrder: 1 | 2 = 2) {
  resetDemoStore(DEMO_NOW);
  const answer = await login({ username: 'carga', password: DEMO_PASSWORD });
  writeSession(toSessionUser(answer, avatarFor(answer.token!)));
  return renderView(<CurrencyConverterCard headingOrder={headingOrder} />);
}

/**
 * jsdom lays nothing out, so every box is 0×0 and dnd-kit's keyboard sensor finds no row to
 * move to. This gives each converter row (and whatever is inside it) the box a browser would:
 * 48 px high, one under the other, in DOM order.
 */
export function layOutRows() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const list = row?.parentElement;
    if (!row || !list?.matches('ul')) return original.call(this);
    const index = [...list.children].indexOf(row);
    const top = index * 56;
    return { x: 0, y: top, top, left: 0, width: 480, height: 48, right: 480, bottom: top + 48, toJSON: () => ({}) } as DOMRect;
  });
}
