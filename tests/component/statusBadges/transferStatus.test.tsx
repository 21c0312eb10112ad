import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransferStatusBadge } from '@app/components/StatusBadges';
import { renderView, useLanguage } from '../../support/render';

/** Spec 01 section 4: transfer statuses 1 to 5, and the labels seen besides them, 'Sent to Bank' and 'Pending'. */

const labelOf = (status: number, description?: string | null) => {
  const { unmount } = renderView(<TransferStatusBadge status={status} description={description} />);
  const text = screen.getByText(/./).textContent;
  unmount();
  return text;
};

describe('transfer status labels', () => {
  it('names ids 1 to 5 from the catalogue, whatever the server describes', async () => {
    await useLanguage('en', ['payouts']);
    expect([1, 2, 3, 4, 5].map((status) => labelOf(status, 'ignored'))).toEqual(['In process', 'Approved', 'Rejected', 'Rejected by bank', 'Approved by bank']);
  });

  it("shows 'Sent to Bank' and 'Pending' for other ids, in the user's language", async () => {
    await useLanguage('en', ['payouts']);
    expect(labelOf(6, 'SENT TO BANK')).toBe('Sent to Bank');
    expect(labelOf(0, 'Pending')).toBe('Pending');
    await useLanguage('es', ['payouts']);
    expect(labelOf(6, 'Sent to Bank')).toBe('Enviada al banco');
    expect(labelOf(0, ' pending ')).toBe('Pendiente');
  });

  it("shows another id's description as the server sent it, or 'Status N' without one", async () => {
    await useLanguage('en', ['payouts']);
    expect(labelOf(9, 'Returned <b>by</b> bank')).toBe('Returned <b>by</b> bank');
    expect(labelOf(9, null)).toBe('Status 9');
    expect(labelOf(9, '  ')).toBe('Status 9');
  });
});
