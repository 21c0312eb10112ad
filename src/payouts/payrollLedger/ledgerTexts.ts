import type { TFunction } from 'i18next';
import type { LedgerActor, LedgerIssue } from '@machines/payouts/payrollLedger';

/** The ledger's words in the user's language (namespaces payrollLedger and payouts), shared by the History view, the audit page and its exports. */

const KNOWN_EVENTS = new Set(['UPLOAD', 'UPLOAD_BY_API', 'PROCESS', 'PROCESSED', 'PROCESSING_FAILED', 'HEADER_ERROR', 'LINES_INVALID', 'APPROVE', 'REJECT', 'DELETE', 'BANK_PAID', 'BANK_REJECTED', 'BLOCK', 'UNBLOCK', 'ESCALATE', 'EXPIRE']);

export const eventLabel = (t: TFunction, event: string): string =>
  KNOWN_EVENTS.has(event) ? t(`payrollLedger:event.${event}`) : t('payrollLedger:event.unknown', { event });

/** A status before the upload is "New"; none after a deletion is "Deleted". */
export function statusLabel(t: TFunction, statusId: number | null, side: 'from' | 'to'): string {
  if (statusId === null) return t(side === 'from' ? 'payrollLedger:status.none' : 'payrollLedger:status.deleted');
  return t(`payouts:payrollStatus.${statusId}`, { defaultValue: t('payouts:payrollStatus.unknown', { id: statusId }) });
}

/** Who acted; signing through a delegation (issue 24), also for whom. */
export function actorLabel(t: TFunction, actor: LedgerActor, onBehalfOf?: { readonly name: string } | null): string {
  if (actor.kind !== 'user') return t(`payrollLedger:actor.${actor.kind}`);
  const name = t('payrollLedger:actor.user', { name: actor.name || actor.username || '—', profiles: actor.profiles.join(', ') });
  return onBehalfOf ? t('payrollLedger:actor.onBehalfOf', { name, forName: onBehalfOf.name }) : name;
}

/** 'approved by X for Y': an approval or rejection signed through a delegation; null for any other entry. */
export function signedForLabel(t: TFunction, entry: { readonly event: string; readonly actor: LedgerActor; readonly on_behalf_of?: { readonly name: string } | null }): string | null {
  if (!entry.on_behalf_of || (entry.event !== 'APPROVE' && entry.event !== 'REJECT')) return null;
  const name = entry.actor.kind === 'user' ? entry.actor.name || entry.actor.username || '—' : actorLabel(t, entry.actor);
  return t(`payrollLedger:signedFor.${entry.event}`, { name, forName: entry.on_behalf_of.name });
}

export const issueLabel = (t: TFunction, issue: LedgerIssue): string => t(`payrollLedger:issue.${issue}`);
