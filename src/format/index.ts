export { formatAmount, formatMoney } from './amount';
export { formatDisplayDate, formatUtcDateTime, toApiDate, toReportDate } from './date';
export { formatBytes } from './bytes';
