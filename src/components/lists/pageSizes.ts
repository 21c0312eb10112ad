/** Page sizes of the back-office's lists (spec 01 section 9: 10, 25, 50, 150; default 10). */
export const LIST_PAGE_SIZES = [10, 25, 50, 150] as const;
export const DEFAULT_LIST_PAGE_SIZE = 10;
