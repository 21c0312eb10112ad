import { param } from './query.ts';
import { detailError } from './refusal.ts';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 1000;

/** DRF page-number pagination with `itemsPerPage` (capped at 1000) and the spec's paginate object. */
export function paginate<T>(request: Request, url: URL, items: readonly T[]) {
  const asked = Number(param(url, 'itemsPerPage'));
  const itemsPerPage = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const pageText = param(url, 'page') ?? '1';
  const num_pages = Math.max(1, Math.ceil(items.length / itemsPerPage));
  const page = /^\d+$/.test(pageText) ? Number(pageText) : NaN;
  if (!(page >= 1 && page <= num_pages)) detailError(request, 404, 'invalidPage');
  return {
    pageItems: items.slice((page - 1) * itemsPerPage, page * itemsPerPage),
    paginate: { totalItems: items.length, itemsPerPage, num_pages, page },
  };
}
