import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@app/platform/businessToday';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { say } from '@demo-api/http/messages';
import { demoServer } from '../../support/demoServer';
import { keysSent } from '../../support/idempotency';
import { useLanguage } from '../../support/render';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from './support';

/** 'Delegate my approvals' is for approvers (APROBADOR_n of their own type) only (issue 24). */

const SECTION = 'Delegate my approvals';

describe('My profile: who sees Delegate my approvals', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', [...SETTINGS_NAMESPACES, 'approvalDelegation', 'filters']));

  it('an approver sees it, with what they gave and received', async () => {
    demoServer.use(
      http.get('*/v1/approval_delegations/candidates/', () => HttpResponse.json([])),
      http.get('*/v1/approval_delegations/', () => HttpResponse.json({ given: [], received: [] })),
    );
    await signIn('aprobador2');
    renderSettingsPage('/profile', ProfilePage);
    expect(await screen.findByRole('region', { name: SECTION }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('You have not delegated your approvals.')).toBeInTheDocument();
    expect(screen.getByText('Nobody has delegated their approvals to you.')).toBeInTheDocument();
  });

  it.each(['carga', 'manager', 'admin'])('%s, who approves nothing, does not', async (username) => {
    const calls: string[] = [];
    demoServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/approval_delegations/')) calls.push(request.url);
    });
    await signIn(username);
    renderSettingsPage('/profile', ProfilePage);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SECTION })).toBeNull();
    expect(calls).toEqual([]);
    demoServer.events.removeAllListeners();
  });

  it('against the demo API, an approver adds a delegation, is told under the field when another overlaps it, and removes it', async () => {
    await signIn('aprobador1');
    const { user } = renderSettingsPage('/profile', ProfilePage);
    const keys = keysSent((method, path) => method !== 'GET' && path.includes('/v1/approval_delegations/'));
    const section = await screen.findByRole('region', { name: SECTION }, { timeout: 5000 });
    await within(section).findByText('You have not delegated your approvals.');
    const today = dayjs(businessToday());

    const fill = async () => {
      await user.click(within(section).getByRole('combobox', { name: 'Delegate' }));
      await user.click(await screen.findByRole('option', { name: 'Diego Fernández (manager)' }));
      for (const field of ['From', 'To']) {
        await user.click(within(section).getByRole('button', { name: field }));
        const days = await screen.findAllByRole('button', { name: today.format('D MMMM YYYY') });
        await user.click(days.find((day) => !day.hasAttribute('data-outside'))!);
      }
      await user.click(within(section).getByRole('button', { name: 'Save' }));
    };

    await fill();
    expect(await screen.findByText('Delegation saved')).toBeInTheDocument();
    const given = within(section).getByRole('table', { name: 'Delegations I gave' });
    const row = within(given).getByText('Diego Fernández').closest('tr')!;
    expect(row).toHaveTextContent(`Approver 1${today.format('DD/MM/YYYY')}${today.format('DD/MM/YYYY')}Active`);

    // The same days again: the server refuses them on the first day; what was chosen stays.
    await fill();
    const from = within(section).getByRole('button', { name: 'From' });
    await waitFor(() => expect(from).toHaveAccessibleDescription(say('en', 'delegateOverlaps')));
    expect(within(section).getByRole('combobox', { name: 'Delegate' })).toHaveValue('Diego Fernández (manager)');

    await user.click(within(given).getByRole('button', { name: 'Remove the delegation to Diego Fernández' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the delegation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delegation removed')).toBeInTheDocument();
    expect(await within(section).findByText('You have not delegated your approvals.')).toBeInTheDocument();
    // Issue 29: each write carries its intent's key; the same days after a success are a new intent.
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys.slice(1)).toEqual([keys[0]!.replace(/-1$/, '-2'), keys[0]!.replace(/-1$/, '-3')]);
  });
});
