export { formatAmount, formatMoney, type AmountFormatOptions, type AmountValue } from './amount';
export {
  API_DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  REPORT_DATE_FORMAT,
  UTC_DATE_TIME_FORMAT,
  formatDisplayDate,
  formatUtcDateTime,
  toApiDate,
  toDayjs,
  toReportDate,
  type DateInput,
} from './date';
