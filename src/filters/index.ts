export { AmountInput, holdsUnreadableField } from './AmountInput';
export { CountrySelect, type CountryOption } from './CountrySelect';
export { DateRangeFilter } from './DateRangeFilter';
export { dateRangeSchema, defaultDateRange, withinLimit, type DateRange, type DateRangeLimit } from './dateRange';
export { IdListInput } from './IdListInput';
export { MAX_MERCHANTS, MerchantMultiSelect, type MerchantOption } from './MerchantMultiSelect';
export { cleanFilters, sanitizeAmount, sanitizeIdList, toIdList } from './sanitize';
export { PayrollStatusSelect, TransferStatusSelect } from './StatusSelect';
