/**
 * The public pages' modules, each loaded on demand (see src/payouts/pages.ts). Not /login's:
 * it is part of the entry chunk.
 */
export const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(['./*/*Page.tsx', '!./login/**']);
