/**
 * Spec 01 section 9: a payout transactions report holds at most 300,000 records. The app says so
 * before asking for a bigger one; the demo API refuses one all the same.
 */
export const REPORT_MAX_ROWS = 300_000;
