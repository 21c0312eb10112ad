import type { PayoutTransaction } from '../../api/schemas/payouts';
import type { CellTexts } from './columns';
import classes from './TransactionsGrid.module.css';

/**
 * The Detail column: 'Paid' for approved by bank, the reason for rejected by bank, and the
 * bank's date when later than the creation. Server texts are rendered as text only. Plain
 * elements: a page draws hundreds of these.
 */
export function DetailCell({ transaction, texts }: { transaction: PayoutTransaction; texts: CellTexts }) {
  const { status, date, messages } = texts.detailParts(transaction);
  if (status === null && date === null && messages.length === 0) return null;
  return (
    <div className={classes.detail}>
      {status !== null && <div>{status}</div>}
      {date !== null && <div className={classes.dimmed}>{date}</div>}
      {messages.length === 1 && <div>{messages[0]}</div>}
      {messages.length > 1 && (
        <ul className={classes.messages}>
          {messages.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
