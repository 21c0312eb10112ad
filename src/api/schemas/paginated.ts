import * as v from 'valibot';

/** Spec: paginated lists answer `items` and `paginate`. */
export const PaginateSchema = v.object({
  totalItems: v.number(),
  itemsPerPage: v.number(),
  num_pages: v.number(),
  page: v.number(),
});

export const paginated = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), paginate: PaginateSchema });
