import { describe, expect, it } from 'vitest';
import {
  canChangeEntry,
  cleanAmountText,
  depositDateBounds,
  fileProblem,
  isAllowedDepositDate,
  sentAmount,
  shownAmount,
} from '@machines/balances/balanceRules';

/** The sign convention, the current-month rule and the attachment rules of spec 02 sections 4 to 6. */

describe('sign convention', () => {
  it('shows negative-type entries stored negative with the sign flipped, and leaves the others', () => {
    expect(shownAmount('outbound_settlement', -500)).toBe(500);
    expect(shownAmount('negative_adjustment', -20)).toBe(20);
    expect(shownAmount('balance_top_up', -95000)).toBe(95000);
    expect(shownAmount('balance_top_up', 100)).toBe(100);
    expect(shownAmount('top_up', 300)).toBe(300);
    expect(shownAmount('positive_adjustment', -3)).toBe(-3);
  });

  it('sends the sign restored, and a balance top up source always negative', () => {
    expect(sentAmount('outbound_settlement', 500)).toBe(-500);
    expect(sentAmount('negative_adjustment', 20)).toBe(-20);
    expect(sentAmount('balance_top_up', 95000)).toBe(-95000);
    expect(sentAmount('balance_top_up', -95000)).toBe(-95000);
    expect(sentAmount('top_up', 300)).toBe(300);
    expect(sentAmount('positive_adjustment', 3)).toBe(3);
  });
});

describe('current month', () => {
  const now = '2026-11-21'; // the business day (machines/shared/businessDay.ts)
  it('allows deposit dates from the first of the month up to today', () => {
    expect(depositDateBounds(now)).toEqual({ min: '2026-11-01', max: '2026-11-21' });
    expect(isAllowedDepositDate('2026-11-01', now)).toBe(true);
    expect(isAllowedDepositDate('2026-11-21', now)).toBe(true);
    expect(isAllowedDepositDate('2026-11-22', now)).toBe(false);
    expect(isAllowedDepositDate('2026-10-31', now)).toBe(false);
  });

  it('offers edit and delete only to BALANCE_MANAGEMENT and only for this month', () => {
    expect(canChangeEntry(['ADMIN', 'BALANCE_MANAGEMENT'], '2026-11-02', now)).toBe(true);
    expect(canChangeEntry(['ADMIN', 'BALANCE_MANAGEMENT'], '2026-10-30', now)).toBe(false);
    expect(canChangeEntry(['ALPSADMIN'], '2026-11-02', now)).toBe(false);
  });
});

describe('inputs', () => {
  it('keeps digits and one decimal point in amounts', () => {
    expect(cleanAmountText('1a2.3.4-')).toBe('12.34');
  });

  it('refuses files over 5,000,000 bytes and of other types', () => {
    expect(fileProblem({ name: 'a.PDF', size: 5_000_000, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ name: 'a.jpg', size: 5_000_001, type: 'image/jpeg' })).toBe('tooLarge');
    expect(fileProblem({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe('invalidType');
    expect(fileProblem({ name: 'a.png', size: 10, type: 'text/plain' })).toBe('invalidType');
  });
});
