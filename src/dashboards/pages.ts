/**
 * This area's page modules, each loaded on demand with its own chunk: found by file name
 * (`<flow>/<Name>Page.tsx`), so a new page needs no line here, only its manifest entry.
 * One module per area, so the first page of an area fetches only its area's list
 * (docs/decisions.md, "First loads: per-area page lists").
 */
export const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('./*/*Page.tsx');
