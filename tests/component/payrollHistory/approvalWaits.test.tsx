import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerVerdict } from '@machines/payouts/payrollLedger';
import { HistoryTimeline } from '@app/payouts/payrollLedger/HistoryTimeline';
import { renderView, useLanguage } from '../../support/render';

/** Issue 24 in the History: the system's new transitions by name, and an approval signed for someone. */

const NAMESPACES = ['payrollLedger', 'payouts'];
const system = { kind: 'system', user_id: null, username: null, name: '', profiles: [], type_of_user__id: null } as const;
let id = 0;
const entry = (event: string, from: number | null, to: number | null, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: ++id,
  payroll_id: 77,
  company_id: 1,
  requires_approval: true,
  approval_levels: [1, 2],
  from_status: from,
  event,
  to_status: to,
  approver_level: to === 4 ? 2 : null,
  actor: system,
  on_behalf_of: null,
  at: `2026-11-2${id % 10}T10:00:00Z`,
  reason: null,
  ...extra,
});
const verdictOf = (entries: LedgerEntry[]): LedgerVerdict => ({ verified: true, entries: entries.map((e) => ({ entry: e, issues: [] })) });
const items = () => [...document.querySelectorAll('.mantine-Timeline-item')].map((item) => item.textContent ?? '');

describe('History: blocked, overdue, expired and delegated', () => {
  beforeEach(() => {
    id = 0;
  });

  it('names BLOCK, UNBLOCK, ESCALATE and EXPIRE', async () => {
    await useLanguage('en', NAMESPACES);
    renderView(
      <HistoryTimeline
        verdict={verdictOf([
          entry('BLOCK', 4, 4, { reason: 'No active approver 2 can sign it' }),
          entry('UNBLOCK', 4, 4),
          entry('ESCALATE', 4, 4),
          entry('EXPIRE', 4, 6, { reason: 'Expired without approval' }),
        ])}
      />,
    );
    const shown = items();
    expect(shown[0]).toMatch(/^Approval blocked.*Under approval → Under approval.*By: System.*Reason: No active approver 2 can sign it/);
    expect(shown[1]).toMatch(/^Approval unblocked.*By: System/);
    expect(shown[2]).toMatch(/^Overdue.*By: System/);
    expect(shown[3]).toMatch(/^Expired without approval.*Under approval → Rejected/);
    expect(screen.queryByText(/^Event /)).toBeNull();
  });

  it('says an approval or a rejection signed through a delegation was for the delegator, in both languages', async () => {
    const delegate = { kind: 'user', user_id: 4, username: 'manager', name: 'Diego Fernández', profiles: ['MANAGER'], type_of_user__id: 4 } as const;
    const entries = [
      entry('APPROVE', 4, 5, { actor: delegate, on_behalf_of: { user_id: 3, name: 'Valentina Soto' } }),
      entry('REJECT', 4, 6, { actor: delegate, on_behalf_of: { user_id: 3, name: 'Valentina Soto' }, reason: 'Wrong accounts' }),
    ];
    await useLanguage('en', NAMESPACES);
    const { unmount } = renderView(<HistoryTimeline verdict={verdictOf(entries)} />);
    expect(screen.getByText('Approved by Diego Fernández for Valentina Soto')).toBeInTheDocument();
    expect(screen.getByText('Rejected by Diego Fernández for Valentina Soto')).toBeInTheDocument();
    unmount();
    await useLanguage('es', NAMESPACES);
    renderView(<HistoryTimeline verdict={verdictOf(entries)} />);
    expect(screen.getByText('Aprobada por Diego Fernández en nombre de Valentina Soto')).toBeInTheDocument();
  });
});
