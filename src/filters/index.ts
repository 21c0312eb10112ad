export { AmountInput, type AmountInputProps } from './AmountInput';
export { CountrySelect, capitalise, type CountryOption, type CountrySelectProps } from './CountrySelect';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export {
  DEFAULT_MAX_DAYS_RANGE,
  DEFAULT_RANGE_DAYS,
  clampDateRange,
  dateRangeBounds,
  dateRangeSchema,
  defaultDateRange,
  maxDaysBack,
  withinLimit,
  type DateRange,
  type DateRangeLimit,
} from './dateRange';
export { IdListInput, type IdListInputProps } from './IdListInput';
export { MAX_MERCHANTS, MerchantMultiSelect, type MerchantMultiSelectProps, type MerchantOption } from './MerchantMultiSelect';
export { FILTERS_STORAGE_PREFIX, clearFilters, loadFilters, saveFilters } from './persist';
export { cleanFilters, sanitizeAmount, sanitizeIdList, toIdList } from './sanitize';
export { PayrollStatusSelect, TransferStatusSelect, type TransferStatusSelectProps } from './StatusSelect';
