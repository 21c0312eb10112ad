import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { db } from '@demo-api/store';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { MASS_LINES, WITH_TRANSACTIONS, type PayrollRecord } from '@demo-api/store/seed/payouts';

/** Signs a demo user in for real (the demo API issues the token the calls carry). */
export async function signInAs(username: string): Promise<void> {
  const answer = await login({ username, password: DEMO_PASSWORD });
  writeSession(toSessionUser(answer, avatarFor(answer.token!)));
}

const seeded = (record: PayrollRecord) => record.origin.kind === 'seed';

/** The seeded payroll of company 1 with 1250 lines: more than the detail loads. */
export const massPayroll = (): PayrollRecord =>
  db.payouts.payrolls.find((record) => record.origin.kind === 'seed' && record.origin.lineCount === MASS_LINES)!;

/** A small seeded payroll of carga's company with transactions (a few lines). */
export const smallPayroll = (): PayrollRecord =>
  db.payouts.payrolls.find(
    (record) =>
      seeded(record) &&
      record.company_id === 1 &&
      WITH_TRANSACTIONS.has(record.status_id) &&
      record.origin.kind === 'seed' &&
      record.origin.lineCount > 0 &&
      record.origin.lineCount <= 10,
  )!;
