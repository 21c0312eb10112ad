import type { TFunction } from 'i18next';

/**
 * The two labels spec 01 section 4 says were seen besides ids 1 to 5, without their ids: read
 * from the server's description, whatever its case, so they show in the user's language.
 */
const SEEN_LABELS: Readonly<Record<string, string>> = { 'sent to bank': 'sentToBank', pending: 'pending' };

/**
 * A payout transaction's transfer status, in the user's language: ids 1 to 5 from the catalogue;
 * another id by the server's description ('Sent to Bank' and 'Pending' translated, any other
 * shown as sent, as text), else 'Status N'.
 */
export function transferStatusLabel(t: TFunction, status: number, description?: string | null): string {
  const known = t(`payouts:transferStatus.${status}`, { defaultValue: '' });
  if (known) return known;
  const text = description?.trim() ?? '';
  const seen = SEEN_LABELS[text.toLowerCase()];
  if (seen) return t(`payouts:transferStatus.${seen}`);
  return text || t('payouts:transferStatus.unknown', { id: status });
}
