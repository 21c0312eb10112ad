import { createMemoryHistory, type AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { listAddress } from '@app/components/lists/listAddress';

/** The list's address writer sees only the router's history; a memory history stands for the browser's. */
const onList = () => {
  const history = createMemoryHistory({ initialEntries: ['/payments/transactions'] });
  return { history, address: listAddress({ history } as unknown as AnyRouter) };
};

describe("a list's address", () => {
  it("writes the list's query into the address of its page, in place", () => {
    const { history, address } = onList();
    address.write({ page: '1', size: '10' }, 'replace');
    expect(history.location.pathname).toBe('/payments/transactions');
    expect(history.location.search).toBe('?page=1&size=10');
    expect(history.length).toBe(1);
  });

  it('writes nothing once the user has gone elsewhere: a menu link clicked meanwhile is not undone', () => {
    const { history, address } = onList();
    history.push('/');
    address.write({ page: '1', size: '10' }, 'replace');
    expect(history.location.pathname).toBe('/');
    address.write({ page: '2', size: '10' }, 'push');
    expect(history.location.pathname).toBe('/');
  });
});
